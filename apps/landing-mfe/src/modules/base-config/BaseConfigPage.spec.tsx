import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { ThemeProviders } from '@backoffice/ui';
import type { LandingBaseConfigRecord } from '@backoffice/modules-landing';
import { stubFetch } from '../../testing/landing-fixtures';
import { BaseConfigPage } from './BaseConfigPage';

// The federation runtime (the file browser of "Choose from files") is the boundary: jest cannot fetch remotes.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

jest.setTimeout(30_000);

const record = (updatedAt: string | null): LandingBaseConfigRecord => ({
  version: updatedAt ? 3 : 0,
  updatedAt,
  config: {
    ctaLabel: 'Odbierz bonus',
    defaultHeadline: 'Najlepsze kursy w Polsce',
    heroDesktopImage: '/files/landing-hero-desktop/hero.png',
    heroMobileImage: null,
    terms: '',
    disclaimer: 'Hazard może uzależniać. Graj odpowiedzialnie. 18+',
    themeColor: '#1565c0',
  },
});

function renderPage(reply: LandingBaseConfigRecord) {
  stubFetch(() => ({ body: { data: reply } }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ThemeProviders>
        <MemoryRouter initialEntries={['/landing-pages-base-config']}>
          <BaseConfigPage />
        </MemoryRouter>
      </ThemeProviders>
    </QueryClientProvider>,
  );
}

beforeEach(() => jest.mocked(loadRemote).mockReset().mockResolvedValue({ default: () => null }));
afterEach(() => resetSessionForTest());

// Bugs these guard against: "Invalid key: Expected "defaultHeadline" but received undefined", "Defaults: not saved yet" over filled
// fields, and image uploads offered on the read-only page.
describe('BaseConfigPage', () => {
  it('shows the field message in the spec style when a required field is cleared', async () => {
    signInForTest({ permissions: ['landing.index', 'landing.read', 'landing.update'] });
    renderPage(record('2026-11-20T10:00:00.000Z'));
    const headline = await screen.findByRole('textbox', { name: /^Default headline/ });
    await userEvent.clear(headline);
    await userEvent.tab();
    expect(await screen.findByText('Default headline is required!')).toBeInTheDocument();
    expect(screen.queryByText(/Invalid key/)).not.toBeInTheDocument();
  });

  it('says the filled fields are the built-in defaults while nobody has saved them, and when they were saved', async () => {
    signInForTest({ permissions: ['landing.index', 'landing.read', 'landing.update'] });
    const { unmount } = renderPage(record(null));
    expect(await screen.findByText('Showing the built-in defaults: nobody has saved them yet')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Default headline/ })).toHaveValue('Najlepsze kursy w Polsce');
    expect(screen.queryByText(/not saved yet/)).not.toBeInTheDocument();
    unmount();
    renderPage(record('2026-11-20T10:00:00.000Z'));
    expect(await screen.findByText(/^Last saved /)).toBeInTheDocument();
  });

  it('is read-only without landing.update: no upload, no file choice, no image removal, no Save', async () => {
    signInForTest({ permissions: ['landing.index', 'landing.read'] });
    renderPage(record('2026-11-20T10:00:00.000Z'));
    const headline = await screen.findByRole('textbox', { name: /^Default headline/ });
    expect(headline).toHaveAttribute('readonly');
    expect(screen.getByRole('img', { name: 'Default hero desktop image preview' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upload|Choose from files|Remove|Save/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Upload image/)).not.toBeInTheDocument();
  });
});
