// Separate entry point @backoffice/ui/providers: what wraps the signed-in app (theme, toasts, the query client).
// The shell's frame takes it from here, not from the ui barrel that federation shares as one module: a screen that
// uses no kit part (home, AKO) then loads no kit code at all.
export { AppProviders } from './AppProviders';
export { ThemeProviders, SNACKBAR_AUTO_HIDE_MS } from './ThemeProviders';
