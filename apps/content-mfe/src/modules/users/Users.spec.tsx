import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import Users from './index';
import { mockModuleApi, renderInApp } from '@backoffice/ui/testing';

jest.setTimeout(30_000);

const account = (id: number, firstName: string, blockedTill: string | null = null) => ({
  id, firstName, lastName: 'Nowak', email: `${firstName.toLowerCase()}@example.com`, blockedTill, rolesIds: [2], roles: ['Viewer'], version: 1, createdAt: '', updatedAt: '',
});
// Test user id 1 (signInForTest) is Anna: her own row.
const ACCOUNTS = [account(1, 'Anna'), account(2, 'Piotr'), account(3, 'Ewa', '2099-01-01T10:00:00.000Z')];
const ROLE_OPTIONS = [{ id: 1, roleName: 'Super admin', grantable: false }, { id: 2, roleName: 'Viewer', grantable: true }];

/** The accounts and the role options; a write answers Piotr's account with the body sent. */
const api = () =>
  mockModuleApi(ACCOUNTS, {
    answer: (call) => {
      if (call.url.includes('role-options')) return { body: { data: ROLE_OPTIONS } };
      return call.method === 'GET' ? undefined : { body: { data: { ...ACCOUNTS[1], ...(call.body as object) }, message: 'Done' } };
    },
  });

const renderAt = (path: string) => renderInApp(<Users />, path);

const ADMIN = ['users.index', 'users.create', 'users.update', 'users.read', 'users.delete', 'users.password'];

beforeEach(() => setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' }));
afterEach(() => resetSessionForTest());

describe('users', () => {
  it('lists with status tabs, a role filter, and no block, delete or password on one\'s own row', async () => {
    signInForTest({ permissions: ADMIN });
    const calls = api();
    const user = userEvent.setup();
    renderAt('/');
    expect(await screen.findByText('piotr@example.com')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All', 'Active', 'Blocked']);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No.', 'Name', 'Email', 'Roles', 'Status', 'Actions']);
    expect(calls.find((c) => c.url.startsWith('/api/v1/users?'))?.url).toBe('/api/v1/users?status=all&sort=id&order=asc&page=1&pageSize=10');

    const own = screen.getByRole('row', { name: /Anna Nowak/ });
    expect(within(own).queryByRole('button', { name: 'Block Anna Nowak' })).toBeNull();
    expect(within(own).queryByRole('button', { name: 'Delete Anna Nowak' })).toBeNull();
    expect(within(own).queryByRole('button', { name: 'Set password Anna Nowak' })).toBeNull();
    expect(within(own).getByRole('link', { name: 'Edit Anna Nowak' })).toHaveAttribute('href', '/edit/1');
    const piotr = screen.getByRole('row', { name: /Piotr Nowak/ });
    expect(within(piotr).getByRole('button', { name: 'Block Piotr Nowak' })).toBeInTheDocument();
    expect(within(piotr).getByRole('button', { name: 'Delete Piotr Nowak' })).toBeInTheDocument();
    const ewa = screen.getByRole('row', { name: /Ewa Nowak/ });
    expect(ewa).toHaveTextContent('Blocked till 01.01.2099');
    expect(within(ewa).queryByRole('button', { name: 'Block Ewa Nowak' })).toBeNull();

    await user.click(within(ewa).getByRole('button', { name: 'Unblock Ewa Nowak' }));
    expect(await screen.findByText('Are you sure you want to unblock this user?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/v1/users/3/unblock')).toBe(true));
    // the closing dialog hides the page from the accessibility tree until its transition ends
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Viewer' }));
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/v1/users?') && c.url.includes('roleId=2'))).toBe(true));
  });

  it('shows a viewer the list read-only', async () => {
    signInForTest({ permissions: ['users.index', 'users.read'] });
    api();
    renderAt('/');
    const piotr = within(await screen.findByRole('row', { name: /Piotr Nowak/ }));
    expect(piotr.getByRole('link', { name: 'View Piotr Nowak' })).toHaveAttribute('href', '/view/2');
    for (const name of ['Edit', 'Delete', 'Block', 'Set password', 'Reset two-step sign-in']) expect(piotr.queryByRole(name === 'Edit' ? 'link' : 'button', { name: `${name} Piotr Nowak` })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create User' })).toBeNull();
  });

  it('blocks until a date after asking, and sets a password checked like the reset form', async () => {
    signInForTest({ permissions: ADMIN });
    const calls = api();
    const user = userEvent.setup();
    renderAt('/');
    await user.click(await screen.findByRole('button', { name: 'Block Piotr Nowak' }));
    const block = await screen.findByRole('dialog', { name: 'Block Piotr Nowak' }, { timeout: 15_000 });
    expect(within(block).getByText(/Are you sure you want to block this user\?/)).toBeInTheDocument();
    await user.click(within(block).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(calls.find((c) => c.url === '/api/v1/users/2/block')).toBeDefined());
    expect(calls.find((c) => c.url === '/api/v1/users/2/block')?.body).toEqual({ blockedTill: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Block Piotr Nowak' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Set password Piotr Nowak' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set password of Piotr Nowak' }, { timeout: 15_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(await within(dialog).findByText('Password is required!')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Password/), 'Nowe-haslo-1');
    await user.type(within(dialog).getByLabelText(/^Confirm password/), 'Inne-haslo-1');
    expect(await within(dialog).findByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Confirm password/));
    await user.type(within(dialog).getByLabelText(/^Confirm password/), 'Nowe-haslo-1');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(calls.find((c) => c.url === '/api/v1/users/2/password')?.body).toEqual({ password: 'Nowe-haslo-1', confirmPassword: 'Nowe-haslo-1' }));
  });

  it('asks on create for the names, email, at least one role and a password of 8, and offers roles the user may assign', async () => {
    signInForTest({ permissions: ADMIN });
    api();
    const user = userEvent.setup();
    renderAt('/add');
    await user.click(await screen.findByRole('button', { name: 'Create' }, { timeout: 15_000 }));
    for (const message of ['First name is required!', 'Last name is required!', 'Email is required!', 'please select at least one role', 'Password is required!']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText(/^Password/), 'krótkie');
    expect(await screen.findByText('must be longer than 7 characters!')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /^Roles/ }));
    expect(await screen.findByRole('option', { name: /^Super admin/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Viewer' })).not.toHaveAttribute('aria-disabled');
  });

  it("offers a super admin, and nobody else, to reset a colleague's two-step sign-in after asking", async () => {
    signInForTest({ permissions: ADMIN });
    api();
    const { unmount } = renderAt('/');
    // An admin with every users permission but not a super admin: no reset (the server refuses it too).
    expect(within(await screen.findByRole('row', { name: /Piotr Nowak/ })).queryByRole('button', { name: 'Reset two-step sign-in Piotr Nowak' })).toBeNull();
    unmount();

    signInForTest({ allPermissions: true });
    const calls = api();
    const user = userEvent.setup();
    renderAt('/');
    const piotr = within(await screen.findByRole('row', { name: /Piotr Nowak/ }));
    expect(within(screen.getByRole('row', { name: /Anna Nowak/ })).queryByRole('button', { name: 'Reset two-step sign-in Anna Nowak' })).toBeNull();
    await user.click(piotr.getByRole('button', { name: 'Reset two-step sign-in Piotr Nowak' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-step sign-in of Piotr Nowak' }, { timeout: 15_000 });
    expect(dialog).toHaveTextContent('Are you sure you want to reset two-step sign-in of this user? Their authenticator app, recovery codes and remembered browsers stop working, they are signed out everywhere and told by mail.');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.url.includes('second-factor'))).toBe(false);

    await user.click(piotr.getByRole('button', { name: 'Reset two-step sign-in Piotr Nowak' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Reset two-step sign-in of Piotr Nowak' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST' && c.url === '/api/v1/users/2/second-factor/reset')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
