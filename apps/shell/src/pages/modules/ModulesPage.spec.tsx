import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { RuntimeConfig } from '@backoffice/api';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { registerConfiguredRemotes } from '../../federation/remotes';
import ModulesPage from './ModulesPage';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
Object.assign(globalThis, {
  __SHELL_CONTRACTS__: { versions: { '@backoffice/ui': '1.2.0' }, exports: { '@backoffice/ui': ['ConfirmDialog'] } },
});

const live = 'http://localhost:4204/mf-manifest.json';
const record = (version: string, uiRange = '^1.0.0') => ({
  buildRecord: { name: 'ako', version, commit: `c${version}`, builtAt: '2026-11-25T20:00:00.000Z', needs: { '@backoffice/ui': uiRange }, imports: { '@backoffice/ui': ['ConfirmDialog'] } },
});
const files: Record<string, unknown> = {
  [live]: record('1.0.0'),
  // 1.0.0 is config.json's build published as well: the same build, never a row of its own.
  'http://localhost:4204/releases/builds.json': { builds: [{ path: '1.0.0/mf-manifest.json' }, { path: '1.0.1/mf-manifest.json' }, { path: '2.0.0/mf-manifest.json' }] },
  'http://localhost:4204/releases/1.0.0/mf-manifest.json': record('1.0.0'),
  'http://localhost:4204/releases/1.0.1/mf-manifest.json': record('1.0.1'),
  'http://localhost:4204/releases/2.0.0/mf-manifest.json': record('2.0.0', '^1.5.0'),
  'GET /api/v1/remotes': { data: { live: [], switches: [], loadErrors: [{ id: 1, remote: 'ako', errorId: 'E-ABC123', version: '0.9.0', reasons: ['ako 0.9.0 needs zustand ≥ 9.0'], at: '2026-11-25T20:00:00.000Z' }] } },
  'PUT /api/v1/remotes/ako': { data: {} },
  'GET /api/v1/releases/ako': { data: { live: null, builds: [] } },
  'GET /api/v1/deploy-tokens': { data: [{ id: 3, name: 'ako team CI', remotes: ['ako'], createdBy: 'admin@example.com', createdAt: '2026-11-25T19:00:00.000Z', lastUsedAt: null, revokedAt: null }] },
  'POST /api/v1/deploy-tokens': { data: { id: 4, name: 'ako nightly', remotes: ['ako'], token: 'bodt_secret-value' } },
  'DELETE /api/v1/deploy-tokens/3': { data: null },
  'GET /api/v1/remotes/field-data': { data: { builds: [
    { remote: 'ako', version: '1.0.1', sessions: 40, errorSessions: 2, errorRate: 0.05, p75Inp: 180, p75Lcp: 1400, p75Cls: 0.012, lastAt: '2026-11-25T20:10:00.000Z' },
    { remote: 'ako', version: '1.0.0', sessions: 412, errorSessions: 0, errorRate: 0, p75Inp: 96, p75Lcp: null, p75Cls: null, lastAt: '2026-11-25T20:05:00.000Z' },
  ] } },
};
const calls: Array<{ method: string; url: string; body?: unknown }> = [];
/** A status other than 200 for a `METHOD url` key. */
const statuses: Record<string, number> = {};

beforeAll(() => {
  registerConfiguredRemotes({ remotes: { ako: live } } as unknown as RuntimeConfig);
  Object.defineProperty(globalThis, 'fetch', {
    configurable: true,
    writable: true,
    value: jest.fn(async (input: string | URL, init: RequestInit = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const body = files[url] ?? files[`${method} ${url}`];
      const status = statuses[`${method} ${url}`] ?? (body === undefined ? 404 : 200);
      return { ok: status === 200, status, headers: new Headers(), json: async () => body, text: async () => JSON.stringify(body ?? {}) } as unknown as Response;
    }),
  });
});
afterEach(() => {
  resetSessionForTest();
  calls.length = 0;
  for (const key of Object.keys(statuses)) delete statuses[key];
  files['PUT /api/v1/remotes/ako'] = { data: {} };
});

const renderScreen = () =>
  render(
    <MemoryRouter initialEntries={['/modules']}>
      <Routes>
        <Route path="/modules" element={<ModulesPage />} />
        <Route path="/404" element={<h1>Page Not Found</h1>} />
      </Routes>
    </MemoryRouter>,
  );

describe('App Setting › Modules', () => {
  it('shows the live build, which builds fit this shell and the reported load errors; switching sends the checked build', async () => {
    signInForTest({ allPermissions: true });
    renderScreen();
    const ako = await screen.findByRole('region', { name: 'ako' });
    expect(await within(ako).findByText('ako 1.0.0')).toBeInTheDocument();
    expect(within(ako).getAllByText('Fits this shell')).toHaveLength(2);
    expect(within(ako).getByText('ako 2.0.0 needs @backoffice/ui ≥ 1.5, this shell has 1.2.0 — release the shell first')).toBeInTheDocument();
    expect(within(ako).getByRole('button', { name: 'Switch ako to 2.0.0' })).toBeDisabled();
    expect(within(ako).getByText(/E-ABC123 · 0\.9\.0: ako 0\.9\.0 needs zustand/)).toBeInTheDocument();
    // What browsers met in each build, the live one marked.
    const field = within(ako).getByRole('table', { name: 'ako field data' });
    expect(within(field).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'BuildSessionsSessions with an errorp75 INPp75 LCPp75 CLSLast report',
      '1.0.1405.0 % (2)180 ms1400 ms0.0125.11.2026 20:10',
      '1.0.0 (live)4120 % (0)96 ms––25.11.2026 20:05',
    ]);

    // Asked first: No leaves everything as it is.
    await userEvent.click(within(ako).getByRole('button', { name: 'Switch ako to 1.0.1' }));
    const question = await screen.findByRole('dialog', { name: 'Switch' });
    expect(question).toHaveTextContent('Are you sure you want to switch ako from 1.0.0 to 1.0.1? Every browser loads it at its next navigation.');
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.click(within(ako).getByRole('button', { name: 'Switch ako to 1.0.1' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Switch' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put).toMatchObject({ url: '/api/v1/remotes/ako', body: { manifestUrl: 'http://localhost:4204/releases/1.0.1/mf-manifest.json', version: '1.0.1', fromUrl: live } });
  });

  it('forces a build that does not fit only with a written reason, sent to the API; the history shows the reason', async () => {
    const overview = files['GET /api/v1/remotes'] as { data: Record<string, unknown> };
    files['GET /api/v1/remotes'] = {
      data: { ...overview.data, switches: [{ id: 7, remote: 'ako', fromUrl: live, toUrl: 'http://localhost:4204/releases/0.9.9/mf-manifest.json', version: '0.9.9', by: 'admin@example.com', at: '2026-11-25T20:00:00.000Z', forcedReason: 'Coupon fix before the match' }] },
    };
    try {
      signInForTest({ allPermissions: true });
      renderScreen();
      const ako = await screen.findByRole('region', { name: 'ako' });
      expect(await within(ako).findByText(/forced a switch to 0\.9\.9 .* reason: Coupon fix before the match/)).toBeInTheDocument();
      expect(within(ako).queryByRole('button', { name: 'Force switch ako to 1.0.1…' })).toBeNull();

      await userEvent.click(within(ako).getByRole('button', { name: 'Force switch ako to 2.0.0…' }));
      const dialog = await screen.findByRole('dialog', { name: 'Force ako to 2.0.0?' });
      expect(within(dialog).getByText('ako 2.0.0 needs @backoffice/ui ≥ 1.5, this shell has 1.2.0 — release the shell first')).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Force switch' }));
      expect(within(dialog).getByText('Reason is required!')).toBeInTheDocument();
      expect(calls.some((call) => call.method === 'PUT')).toBe(false);

      await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Hotfix; the shell ships tonight');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Force switch' }));
      await screen.findByRole('region', { name: 'ako' });
      await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        url: '/api/v1/remotes/ako',
        body: { manifestUrl: 'http://localhost:4204/releases/2.0.0/mf-manifest.json', version: '2.0.0', fromUrl: live, force: true, reason: 'Hotfix; the shell ships tonight' },
      }));
    } finally {
      files['GET /api/v1/remotes'] = overview;
    }
  });

  it("shows the API's reasons when it refuses a build this screen's check let through (409)", async () => {
    statuses['PUT /api/v1/remotes/ako'] = 409;
    files['PUT /api/v1/remotes/ako'] = { message: 'ako 1.0.1 does not fit the live shell.', reasons: ['ako 1.0.1 needs zustand ≥ 9.0, this shell has 5.0.0 — release the shell first'] };
    signInForTest({ allPermissions: true });
    renderScreen();
    const ako = await screen.findByRole('region', { name: 'ako' });
    await userEvent.click(await within(ako).findByRole('button', { name: 'Switch ako to 1.0.1' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Switch' })).getByRole('button', { name: 'Yes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ako 1.0.1 does not fit the live shell.');
    expect(within(alert).getByText('ako 1.0.1 needs zustand ≥ 9.0, this shell has 5.0.0 — release the shell first')).toBeInTheDocument();
  });

  it('shows config.json\'s build and its published copy as one row, said to be the configured build; the history names people', async () => {
    const overview = files['GET /api/v1/remotes'] as { data: Record<string, unknown> };
    const released = 'http://localhost:4204/releases/1.0.1/mf-manifest.json';
    files['GET /api/v1/remotes'] = {
      data: {
        ...overview.data,
        live: [{ name: 'ako', manifestUrl: released, version: '1.0.1', updatedAt: '2026-11-25T20:30:00.000Z' }],
        switches: [{ id: 8, remote: 'ako', fromUrl: live, toUrl: released, version: '1.0.1', by: 'admin@example.com', byName: 'Anna Kowalska', at: '2026-11-25T20:30:15.000Z', forcedReason: null }],
      },
    };
    try {
      signInForTest({ allPermissions: true });
      renderScreen();
      const ako = await screen.findByRole('region', { name: 'ako' });
      expect(await within(ako).findByRole('button', { name: 'Switch ako to 1.0.0' })).toBeInTheDocument();
      expect(within(ako).getAllByRole('button', { name: /^Switch ako to/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['Switch ako to 1.0.0', 'Switch ako to 2.0.0']);
      expect(within(ako).getByText('Configured build (config.json)')).toBeInTheDocument();
      expect(within(ako).getByText('also published as http://localhost:4204/releases/1.0.0/mf-manifest.json')).toBeInTheDocument();
      // Names, not emails, and the one date format (no seconds).
      const history = within(ako).getByRole('list', { name: 'ako history' });
      expect(history).toHaveTextContent(/^\d{2}\.\d{2}\.2026 \d{2}:\d{2} · Anna Kowalska switched to 1\.0\.1/);
      expect(history).not.toHaveTextContent('admin@example.com');

      await userEvent.click(within(ako).getByRole('button', { name: 'Switch ako to 1.0.0' }));
      expect(await screen.findByRole('dialog', { name: 'Switch' })).toHaveTextContent('switch ako from 1.0.1 to 1.0.0 (the configured build)?');
    } finally {
      files['GET /api/v1/remotes'] = overview;
    }
  });

  it('does not offer the live build again when it is published too', async () => {
    signInForTest({ allPermissions: true });
    renderScreen();
    const ako = await screen.findByRole('region', { name: 'ako' });
    expect(await within(ako).findByRole('button', { name: 'Switch ako to 1.0.1' })).toBeInTheDocument();
    expect(within(ako).queryByRole('button', { name: 'Switch ako to 1.0.0' })).toBeNull();
    expect(within(ako).getByText('Configured build (config.json)')).toBeInTheDocument();
  });

  it('starts a canary of a build that fits with the share typed; a build that does not fit offers none', async () => {
    signInForTest({ allPermissions: true });
    renderScreen();
    const ako = await screen.findByRole('region', { name: 'ako' });
    expect(await within(ako).findByRole('button', { name: 'Canary of ako 2.0.0…' })).toBeDisabled();
    await userEvent.click(within(ako).getByRole('button', { name: 'Canary of ako 1.0.1…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Canary of ako 1.0.1' });
    const share = within(dialog).getByRole('textbox', { name: /Share of staff/ });
    await userEvent.clear(share);
    await userEvent.type(share, '100');
    expect(within(dialog).getByText('Share must be a whole number from 1 to 99!')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Start canary' })).toBeDisabled();
    await userEvent.clear(share);
    await userEvent.type(share, '25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start canary' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: '/api/v1/remotes/ako/canary', body: { manifestUrl: 'http://localhost:4204/releases/1.0.1/mf-manifest.json', version: '1.0.1', percent: 25 },
    }));
  });

  it('shows a running canary beside the live build, promotes or rolls it back after asking, and tells its steps apart in the history', async () => {
    const overview = files['GET /api/v1/remotes'] as { data: Record<string, unknown> };
    const canaryUrl = 'http://localhost:4204/releases/1.0.1/mf-manifest.json';
    files['GET /api/v1/remotes'] = {
      data: {
        ...overview.data,
        canaries: [{ remote: 'ako', manifestUrl: canaryUrl, version: '1.0.1', percent: 10, startedAt: '2026-11-25T20:00:00.000Z', by: 'admin@example.com' }],
        switches: [
          { id: 9, remote: 'ako', fromUrl: canaryUrl, toUrl: live, version: '0.9.8', by: 'system', at: '2026-11-25T19:00:00.000Z', forcedReason: null, kind: 'canary-auto-rolled-back', note: 'Rolled back automatically: 3 of 20 sessions (15 %) met a crashed screen; the limit is 5 %.' },
          { id: 8, remote: 'ako', fromUrl: live, toUrl: canaryUrl, version: '1.0.1', by: 'admin@example.com', byName: 'Anna Kowalska', at: '2026-11-25T20:00:00.000Z', forcedReason: null, kind: 'canary', note: '10 %' },
        ],
      },
    };
    files['POST /api/v1/remotes/ako/canary/promote'] = { data: null };
    try {
      signInForTest({ allPermissions: true });
      renderScreen();
      const ako = await screen.findByRole('region', { name: 'ako' });
      expect(await within(ako).findByText(/Canary: 1\.0\.1 reaches 10 % of staff since 25\.11\.2026/)).toBeInTheDocument();
      expect(within(ako).getByRole('row', { name: /^1\.0\.1 \(canary\)/ })).toBeInTheDocument();
      expect(within(ako).getByRole('button', { name: 'Canary of ako 1.0.1…' })).toBeDisabled();
      const history = within(ako).getByRole('list', { name: 'ako history' });
      expect(history).toHaveTextContent('The API rolled back the canary 0.9.8: Rolled back automatically: 3 of 20 sessions (15 %) met a crashed screen; the limit is 5 %.');
      expect(history).toHaveTextContent('Anna Kowalska started a canary of 1.0.1 to 10 %');

      await userEvent.click(within(ako).getByRole('button', { name: 'Promote ako 1.0.1 to everyone' }));
      const question = await screen.findByRole('dialog', { name: 'Promote' });
      expect(question).toHaveTextContent('Are you sure you want to serve ako 1.0.1 to everyone? Every browser loads it at its next navigation.');
      await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
      await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url === '/api/v1/remotes/ako/canary/promote')).toBe(true));
    } finally {
      files['GET /api/v1/remotes'] = overview;
    }
  });

  it('sends anyone but a super admin to /404', async () => {
    signInForTest({ permissions: ['landing.index'] });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('lists deploy tokens, shows a new one once, and revokes one after asking', async () => {
    signInForTest({ allPermissions: true });
    renderScreen();
    const panel = await screen.findByRole('region', { name: 'Deploy tokens' });
    expect(await within(panel).findByText('ako team CI')).toBeInTheDocument();
    expect(within(panel).getByText(/ako · created .* by admin@example.com · never used/)).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'New deploy token' }));
    const dialog = await screen.findByRole('dialog', { name: 'New deploy token' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Name is required');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'ako nightly');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'ako' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(calls.find((call) => call.method === 'POST' && call.url === '/api/v1/deploy-tokens')?.body).toEqual({ name: 'ako nightly', remotes: ['ako'] });
    const shown = await screen.findByRole('dialog', { name: 'Deploy token ako nightly' });
    expect(within(shown).getByTestId('deploy-token-value')).toHaveValue('bodt_secret-value');
    await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));

    await userEvent.click(within(panel).getByRole('button', { name: 'Revoke ako team CI' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/v1/deploy-tokens/3')).toBe(true));
  });
});
