// Public face of @backoffice/ui: MUI building blocks shared by the shell and every remote.
// Heavy parts (rich text, date pickers) live in their own entry points: federation shares each entry whole.
export { AppProviders } from './providers/AppProviders';
export { ThemeProviders, SNACKBAR_AUTO_HIDE_MS } from './providers/ThemeProviders';
export { adminTheme } from './providers/theme';
export { createUiNotifier } from './providers/http-notifier';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog/ConfirmDialog';
export { confirmText } from './confirm-dialog/confirm-text';
