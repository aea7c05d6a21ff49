import { act, renderHook } from '@testing-library/react';
import { useDelayedFlag } from './use-delayed-flag';

describe('useDelayedFlag', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('turns on only after the flag has stayed on for the delay', () => {
    const { result, rerender } = renderHook(({ on }) => useDelayedFlag(on, 200), { initialProps: { on: true } });
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(199));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ on: false });
    expect(result.current).toBe(false);
  });

  it('never turns on for a flag that goes off within the delay', () => {
    const { result, rerender } = renderHook(({ on }) => useDelayedFlag(on, 200), { initialProps: { on: true } });
    act(() => jest.advanceTimersByTime(150));
    rerender({ on: false });
    act(() => jest.advanceTimersByTime(500));
    expect(result.current).toBe(false);
  });
});
