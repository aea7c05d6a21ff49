import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { http } from '@backoffice/api';
import { configureSidebarMenu, initSession, signOut } from '@backoffice/auth';
import { resetSessionForTest } from '@backoffice/auth/testing';
import { AppRoutes } from './App';
import { installCatalogModules, modules } from './test/catalog-modules';
import { adminProfile, editorProfile, installFakeApi, type FakeApi } from './test/fake-api';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

// The signed-in chunk (MUI layout, the ui library) takes seconds to load under jest on a busy machine.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });
let api: FakeApi;

beforeAll(async () => {
  installCatalogModules();
  configureSidebarMenu(modules);
  await initSession();
});

beforeEach(() => {
  api = installFakeApi();
  jest.mocked(loadRemote).mockImplementation(async (key: string) => ({ default: () => <h1>Module {key}</h1> }));
});

afterEach(async () => {
  await signOut({ notifyServer: false });
  resetSessionForTest();
  localStorage.clear();
  // Let the session's queued storage writes finish before jsdom is torn down.
  await new Promise((resolve) => setTimeout(resolve, 50));
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

async function signInAs(profile: typeof adminProfile) {
  api.on('POST auth/login', { status: 200, body: { data: { accessToken: 'tok' } } });
  api.on('GET profile', { status: 200, body: { data: profile } });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), profile.user.email);
  await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('the shell', () => {
  it('sends a signed-out visitor to /login, and after sign-in to where they were going', async () => {
    renderAt('/landing-pages');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    await signInAs(adminProfile);
    expect(await screen.findByRole('heading', { name: 'Module landing/LandingPages' })).toBeInTheDocument();
    expect(screen.getByText('Welcome Anna Admin')).toBeInTheDocument();
  });

  it('shows the super admin the whole menu, App Setting entries under their heading', async () => {
    renderAt('/');
    await signInAs(adminProfile);
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const links = within(menu).getAllByRole('link').map((l) => l.textContent);
    // Every module, and the shell's own Modules screen (super admins only).
    expect(links).toHaveLength(modules.length + 1);
    const appSetting = within(menu).getByRole('list', { name: 'App Setting' });
    expect(within(appSetting).getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Editable SEO Desc', 'Market Types Order', 'Deposit Message', 'Payout Message', 'Campaigns', 'History', 'Modules',
    ]);
  });

  it('gives the landing editor landing pages but not roles or users; /roles and unknown paths land on /404', async () => {
    renderAt('/roles');
    await signInAs(editorProfile);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Landing Pages' })).toBeInTheDocument();
    // Medals need the medals permissions; the signed-in-only modules show to everyone.
    expect(within(menu).queryByRole('link', { name: 'Medals' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Bet Match' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Roles' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('asks before logging out; No keeps the session, Yes signs out and revokes the server session', async () => {
    renderAt('/');
    const user = await signInAs(adminProfile);
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to logout?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.url === '/api/v1/logout' && c.token === 'tok')).toBe(true);
  });

  it('signs out on the next call once the server session expired (401 with a body)', async () => {
    renderAt('/');
    await signInAs(adminProfile);
    await screen.findByRole('navigation', { name: 'Main menu' });
    api.on('GET profile', { status: 401, body: { message: 'Your session has expired. Please sign in again.' } });
    await expect(http.get('profile')).rejects.toMatchObject({ status: 401 });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('redirects /login to / for a signed-in user', async () => {
    renderAt('/login');
    await signInAs(editorProfile);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Schedule view' })).toBeInTheDocument();
  });
  it('takes over the pre-rendered /login: what was typed before the app arrived, and a Login pressed then', async () => {
    const prerendered = document.createElement('div');
    prerendered.setAttribute('data-prerendered-login', '');
    prerendered.setAttribute('data-submit-requested', '');
    prerendered.innerHTML = '<input name="email" value="editor@example.com"><input name="password" value="Passw0rd!">';
    document.body.appendChild(prerendered);
    try {
      api.on('POST auth/login', { status: 200, body: { data: { accessToken: 'tok' } } });
      api.on('GET profile', { status: 200, body: { data: editorProfile } });
      renderAt('/login');
      expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
      expect(api.calls.find((call) => call.method === 'POST' && call.url.endsWith('auth/login'))?.body).toEqual({ email: 'editor@example.com', password: 'Passw0rd!' });
    } finally {
      prerendered.remove();
    }
  });
});
