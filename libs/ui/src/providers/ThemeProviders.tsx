import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { adminTheme } from './theme';
import { NotifierRegistration } from './NotifierRegistration';
import { statusChipStyles } from '../status-chip/status-chip-styles';

/** Toasts: bottom-right, closing after 4 seconds. */
export const SNACKBAR_AUTO_HIDE_MS = 4000;

// Bottom-right, but above the form's sticky action bar: a "saved" toast must not cover Cancel and Update.
const TOASTS_CLASS = 'bo-toasts';
const globalStyles = {
  [`.notistack-SnackbarContainer.${TOASTS_CLASS}`]: { bottom: 72 },
  // Toasts only inform (no actions): clicks pass through to what is under them, and hovering never pauses them.
  [`.notistack-SnackbarContainer.${TOASTS_CLASS}, .notistack-SnackbarContainer.${TOASTS_CLASS} *`]: { pointerEvents: 'none' },
  // Staff who ask their system for less motion get none (and axe measures settled colours, not a fading button).
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': { transitionDuration: '0s !important', animationDuration: '0s !important' },
  },
};

// A module-level function: GlobalStyles writes the rules again whenever its styles prop changes identity.
const withStatusChips = (theme: Theme) => ({ ...globalStyles, ...statusChipStyles(theme) });

/**
 * Theme + CssBaseline + toasts, without React Query: small enough for the login route.
 * Also registers the toast notifier with the HTTP client so `message` answers become toasts.
 */
export function ThemeProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={adminTheme}>
      <CssBaseline />
      <GlobalStyles styles={withStatusChips} />
      <SnackbarProvider
        classes={{ containerAnchorOriginBottomRight: TOASTS_CLASS }}
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
