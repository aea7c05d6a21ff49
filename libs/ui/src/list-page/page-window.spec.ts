import fc from 'fast-check';
import { pageCount, pageWindow } from './page-window';

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });
  it('keeps the window at the edges', () => {
    expect(pageWindow(1, 30)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(30, 30)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
  });
  it('centres on the current page in the middle', () => {
    expect(pageWindow(12, 30)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
  });
  it('always has at most 10 consecutive buttons including the current page', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (total, current) => {
      fc.pre(current <= total);
      const pages = pageWindow(current, total);
      expect(pages.length).toBe(Math.min(10, total));
      expect(pages).toContain(current);
      pages.forEach((p, i) => i > 0 && expect(p).toBe(pages[i - 1] + 1));
      expect(pages[0]).toBeGreaterThanOrEqual(1);
      expect(pages[pages.length - 1]).toBeLessThanOrEqual(total);
    }));
  });
  it('counts pages', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(101, 10)).toBe(11);
  });
});
