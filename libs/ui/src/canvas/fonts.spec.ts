import { preloadCanvasFonts } from './fonts';

// jsdom has neither FontFace nor document.fonts: both stand in here, counting the faces made.
let made = 0;
beforeEach(() => {
  made = 0;
  jest.useFakeTimers();
  Object.assign(globalThis, {
    FontFace: class {
      constructor() {
        made++;
      }
      load() {
        return Promise.resolve(this);
      }
    },
  });
  Object.defineProperty(document, 'fonts', { value: { add: jest.fn() }, configurable: true });
});
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { FontFace?: unknown }).FontFace;
});

describe('preloadCanvasFonts', () => {
  it('leaves the faces to an idle moment: the screen that opens pays nothing for them in its mount', () => {
    preloadCanvasFonts();
    expect(made).toBe(0);
    jest.runAllTimers();
    expect(made).toBe(8);
  });
});
