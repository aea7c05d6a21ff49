// Spec helper: a module screen at a route, inside what the shell gives every remote (React Query, theme, router).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ThemeProviders } from '../providers/ThemeProviders';

/** Renders `element` at `path` with a fresh query client that does not retry. */
export function renderInApp(element: ReactElement, path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ThemeProviders>
        <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
      </ThemeProviders>
    </QueryClientProvider>,
  );
}
