// jsdom has no matchMedia; MUI's useMediaQuery reads it. Tests run at a desktop width unless they set another.
let width = 1280;

function matches(query: string): boolean {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

/** Sets the viewport width that media queries see, e.g. 390 for a phone. */
export function setViewportWidth(px: number): void {
  width = px;
}

// Node-environment suites (the build-time pre-render) have no window.
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
