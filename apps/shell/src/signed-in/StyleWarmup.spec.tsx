import { act, render } from '@testing-library/react';
import { StyleWarmup } from './StyleWarmup';

/** Every style rule emotion has added to the page so far. */
const pageStyles = () =>
  [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n') +
  [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');

describe('StyleWarmup', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('adds the first ripple’s and the first spinner’s styles while idle, then leaves nothing on the page', async () => {
    const { container } = render(<StyleWarmup />);
    // Nothing before the browser is idle: sign-in's own work comes first.
    expect(container).toBeEmptyDOMElement();
    expect(pageStyles()).not.toMatch(/MuiTouchRipple-child/);

    await act(async () => void jest.advanceTimersByTime(500));
    const hidden = container.firstElementChild as HTMLElement;
    expect(hidden).toHaveAttribute('aria-hidden', 'true');
    expect(hidden.querySelector('button')).toHaveAttribute('tabindex', '-1');
    await act(async () => void jest.advanceTimersByTime(10));
    expect(pageStyles()).toMatch(/MuiTouchRipple-child/);
    expect(pageStyles()).toMatch(/@keyframes/);
    expect(pageStyles()).toMatch(/MuiCircularProgress-svg|stroke-dasharray/);

    await act(async () => void jest.advanceTimersByTime(1000));
    expect(container).toBeEmptyDOMElement();
    // The styles stay: they are what the first click no longer has to add.
    expect(pageStyles()).toMatch(/MuiTouchRipple-child/);
  });
});
