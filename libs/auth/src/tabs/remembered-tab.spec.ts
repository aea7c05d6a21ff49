import { act, renderHook } from '@testing-library/react';
import { resetSessionForTest, signInForTest } from '../testing';
import { defaultTab, useRememberedTab } from './remembered-tab';

afterEach(resetSessionForTest);

describe('remembered tab per module', () => {
  it('defaults to active, my bets to all, landing pages to published', () => {
    expect(defaultTab('avatars')).toBe('active');
    expect(defaultTab('mybet')).toBe('all');
    expect(defaultTab('landing-pages')).toBe('published');
  });

  it('remembers the chosen tab per module until logout', () => {
    signInForTest();
    const { result } = renderHook(() => useRememberedTab('landing-pages'));
    expect(result.current[0]).toBe('published');
    act(() => result.current[1]('draft'));
    expect(result.current[0]).toBe('draft');
    expect(renderHook(() => useRememberedTab('avatars')).result.current[0]).toBe('active');
    act(() => resetSessionForTest());
    expect(result.current[0]).toBe('published');
  });
});
