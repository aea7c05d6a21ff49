import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import { ThemeProviders } from '@backoffice/ui';
import { mockFetch } from '@backoffice/ui/testing';
import Security from './index';

jest.setTimeout(30_000);

/** The security status; a change answers it with the value sent. */
const stub = (status: object) =>
  mockFetch((call) => (call.method === 'GET' ? { body: { data: status } } : { body: { data: { ...status, value: (call.body as { value: string }).value }, message: 'Security level changed' } }));

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ThemeProviders>
        <MemoryRouter initialEntries={['/']}>
          <Security />
        </MemoryRouter>
      </ThemeProviders>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' });
  signInForTest({ permissions: ['security'] });
});
afterEach(() => resetSessionForTest());

describe('security', () => {
  it('says the connection is not configured and offers no change', async () => {
    const calls = stub({ configured: false });
    renderScreen();
    expect(await screen.findByText(/The Cloudflare connection is not configured/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.method)).toEqual(['GET']);
  });

  it('shows the level and changes it; "I\'m under attack" asks first and No changes nothing', async () => {
    const calls = stub({ configured: true, value: 'medium', editable: true, modifiedOn: '2026-11-23T12:00:00.000Z' });
    renderScreen();
    expect(await screen.findByRole('radio', { name: /^Medium/ })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    // The group's label is the schema's (the field's valibot title).
    expect(screen.getByRole('radiogroup', { name: 'Security level' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();

    await userEvent.click(screen.getByRole('radio', { name: /^I'm under attack/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Every visitor will wait for a browser check/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ url: '/api/v1/security/cloudflare', body: { value: 'under_attack' } }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /^I'm under attack/ })).toBeChecked());
  });

  it('changes a milder level without asking', async () => {
    const calls = stub({ configured: true, value: 'medium', editable: true, modifiedOn: null });
    renderScreen();
    await userEvent.click(await screen.findByRole('radio', { name: /^High/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ value: 'high' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
