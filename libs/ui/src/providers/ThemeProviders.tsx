import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { adminTheme } from './theme';
import { NotifierRegistration } from './NotifierRegistration';

/** Toasts: bottom-right, closing after 4 seconds (spec 1 §8). */
export const SNACKBAR_AUTO_HIDE_MS = 4000;

/**
 * Theme + CssBaseline + toasts, without React Query: small enough for the login route.
 * Also registers the toast notifier with the HTTP client so `message` answers become toasts.
 */
export function ThemeProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={adminTheme}>
      <CssBaseline />
      <SnackbarProvider
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
        maxSnack={4}
      >
        <NotifierRegistration />
        {children}
      </SnackbarProvider>
    </ThemeProvider>
  );
}
