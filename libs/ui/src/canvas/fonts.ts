// Roboto is bundled with the remote (woff2 assets) and registered under its own family name, so a generated image
// (AKO coupon, event image) looks the same on every machine and Polish letters (ą ć ę ł ń ó ś ź ż) never fall back to a system font.
// Each weight/style comes as two subsets: latin (incl. ó) and latin-ext (the other Polish letters, "zł").
import latin400 from '@fontsource/roboto/files/roboto-latin-400-normal.woff2';
import latin400Italic from '@fontsource/roboto/files/roboto-latin-400-italic.woff2';
import latin700 from '@fontsource/roboto/files/roboto-latin-700-normal.woff2';
import latin700Italic from '@fontsource/roboto/files/roboto-latin-700-italic.woff2';
import latinExt400 from '@fontsource/roboto/files/roboto-latin-ext-400-normal.woff2';
import latinExt400Italic from '@fontsource/roboto/files/roboto-latin-ext-400-italic.woff2';
import latinExt700 from '@fontsource/roboto/files/roboto-latin-ext-700-normal.woff2';
import latinExt700Italic from '@fontsource/roboto/files/roboto-latin-ext-700-italic.woff2';
import { CANVAS_FONT_FAMILY } from './font-spec';

// Unicode ranges of the two subsets, as @fontsource/roboto declares them.
const LATIN = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT = 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

const faces = [
  { url: latin400, range: LATIN, weight: '400', style: 'normal' },
  { url: latinExt400, range: LATIN_EXT, weight: '400', style: 'normal' },
  { url: latin400Italic, range: LATIN, weight: '400', style: 'italic' },
  { url: latinExt400Italic, range: LATIN_EXT, weight: '400', style: 'italic' },
  { url: latin700, range: LATIN, weight: '700', style: 'normal' },
  { url: latinExt700, range: LATIN_EXT, weight: '700', style: 'normal' },
  { url: latin700Italic, range: LATIN, weight: '700', style: 'italic' },
  { url: latinExt700Italic, range: LATIN_EXT, weight: '700', style: 'italic' },
];

let loading: Promise<void> | undefined;

/**
 * Loads and registers the canvas font once per page; later calls return the same promise.
 * A failed load is forgotten so the next attempt tries again.
 */
export function loadCanvasFonts(): Promise<void> {
  loading ??= Promise.all(
    faces.map(async ({ url, range, weight, style }) => {
      const face = new FontFace(CANVAS_FONT_FAMILY, `url(${JSON.stringify(url)}) format('woff2')`, { unicodeRange: range, weight, style });
      document.fonts.add(await face.load());
    }),
  ).then(
    () => undefined,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Starts the download once the browser is idle after a screen that draws has opened: its first image does not wait
 * for the fonts, and its first render does not pay for them (the 8 faces and their requests used to run in the AKO
 * page's mount task and delayed its first paint). Not cancelled when the screen closes first: the fonts load once per page
 * either way.
 */
export function preloadCanvasFonts(): void {
  if (typeof FontFace === 'undefined') return; // not a browser that can draw (e.g. jsdom)
  const start = () => void loadCanvasFonts().catch((error: unknown) => console.warn('Canvas font not loaded yet', error));
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 2_000 });
  else setTimeout(start, 300);
}
