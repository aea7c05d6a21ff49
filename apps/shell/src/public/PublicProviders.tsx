import { useEffect, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { setNotifier } from '@backoffice/api';
import { adminTheme } from '@backoffice/ui/theme';

/** Toasts: bottom-right, closing after 4 seconds; the client capitalises the text. */
export const TOAST_AUTO_HIDE_MS = 4000;

function NotifierRegistration() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(
    () =>
      setNotifier({
        success: (message) => enqueueSnackbar(message, { variant: 'success' }),
        error: (message) => enqueueSnackbar(message, { variant: 'error' }),
      }),
    [enqueueSnackbar],
  );
  return null;
}

/** Theme and toasts for the signed-out screens: what AppProviders gives, minus React Query. */
export function PublicProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={adminTheme}>
      <CssBaseline />
      <SnackbarProvider anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} autoHideDuration={TOAST_AUTO_HIDE_MS} maxSnack={4}>
        <NotifierRegistration />
        {children}
      </SnackbarProvider>
    </ThemeProvider>
  );
}
