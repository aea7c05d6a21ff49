import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@backoffice/api/query';
import { ThemeProviders } from './ThemeProviders';

/** Everything a signed-in screen needs: theme, toasts, the one query client, the notifier. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProviders>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeProviders>
  );
}
