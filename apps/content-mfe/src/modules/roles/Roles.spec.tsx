import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import { permissionCatalogue } from '@backoffice/validation';
import Roles from './index';
import { permissionRows } from './permission-rows';
import { mockModuleApi, renderInApp } from '@backoffice/ui/testing';

jest.setTimeout(30_000);

const role = (id: number, roleName: string, usersCount: number, permissions: string[], allPermissions = false) => ({
  id, roleName, usersCount, permissions, allPermissions, version: 1, createdAt: '', updatedAt: '',
});
const ROLES = [role(1, 'Super admin', 1, ['users.password'], true), role(2, 'Viewer', 3, ['banners.index', 'banners.read'])];

/** Answers GET lists and records from ROLES and echoes writes as role 9; returns the calls. */
const api = () =>
  mockModuleApi(ROLES, {
    answer: (call) =>
      call.method === 'GET' ? undefined : { status: call.method === 'POST' ? 201 : 200, body: { data: { ...(call.body as object), id: 9, usersCount: 0, version: 1 }, message: 'Role created successfully' } },
  });

const renderAt = (path: string) => renderInApp(<Roles />, path);

beforeEach(() => setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' }));
afterEach(() => resetSessionForTest());

describe('permission rows', () => {
  it('gives one row per permission group with the extras in their own cell', () => {
    const rows = permissionRows();
    const byGroup = Object.fromEntries(rows.map((r) => [r.group, r]));
    expect(rows.map((r) => r.group)).not.toContain('promotion_users');
    expect(byGroup.users.extras.map((e) => e.label)).toEqual(['password']);
    expect(byGroup.promotion.extras.map((e) => e.permission)).toEqual(['promotion_users.read']);
    expect(byGroup.hotbanners.extras.map((e) => e.label)).toEqual(['clone']);
    expect(byGroup.chatroom).toMatchObject({ actions: { index: 'chatroom.index' }, extras: [{ label: 'user.manage' }, { label: 'message.delete' }] });
    expect(byGroup.security.extras.map((e) => e.permission)).toEqual(['security']);
    // Translations have a delete of their own, for mistyped keys (docs/decisions.md).
    expect(byGroup.apptranslation.actions.delete).toBe('apptranslation.delete');
    expect(rows.flatMap((r) => r.all).sort()).toEqual([...permissionCatalogue()].sort());
  });
});

describe('roles', () => {
  it('lists roles with their user counts and the actions the user may use', async () => {
    signInForTest({ permissions: ['roles.index', 'roles.read'] });
    const calls = api();
    renderAt('/');
    expect(await screen.findByText('Viewer')).toBeInTheDocument();
    expect(calls[0].url).toBe('/api/v1/roles?sort=roleName&order=asc&page=1&pageSize=10');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No.', 'Name', 'Users', 'Permissions', 'Actions']);
    const viewer = screen.getByRole('row', { name: /Viewer/ });
    expect(viewer).toHaveTextContent(`3${2} of ${permissionCatalogue().length}`);
    expect(within(viewer).getByRole('link', { name: 'View Viewer' })).toHaveAttribute('href', '/view/2');
    expect(within(viewer).queryByRole('link', { name: 'Edit Viewer' })).toBeNull();
    expect(within(viewer).queryByRole('button', { name: 'Delete Viewer' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create Role' })).toBeNull();
  });

  it('locks in the matrix what the user does not hold, toggles rows and columns, filters and counts', async () => {
    signInForTest({ permissions: ['roles.index', 'roles.create', 'banners.index', 'banners.read', 'hotbanners.index'] });
    const calls = api();
    const user = userEvent.setup();
    renderAt('/add');
    const count = await screen.findByRole('status', {}, { timeout: 15_000 });
    expect(count).toHaveTextContent(`0 of ${permissionCatalogue().length} permissions granted`);
    expect(screen.getByLabelText('banners.create')).toBeDisabled();
    expect(screen.getByLabelText('banners.create')).toHaveAttribute('title', 'You do not hold this permission, so you cannot grant or remove it');
    expect(screen.getByRole('switch', { name: 'Super admin (every permission)' })).toBeDisabled();
    expect(screen.getByText('Only a super admin can make a role a super admin role.')).toBeInTheDocument();

    await user.click(screen.getByLabelText('All Banners permissions'));
    expect(screen.getByLabelText('banners.index')).toBeChecked();
    expect(screen.getByLabelText('banners.read')).toBeChecked();
    expect(screen.getByLabelText('banners.create')).not.toBeChecked();
    expect(count).toHaveTextContent(`2 of ${permissionCatalogue().length} permissions granted`);

    await user.click(screen.getByLabelText('All index permissions'));
    expect(screen.getByLabelText('hotbanners.index')).toBeChecked();
    expect(screen.getByLabelText('roles.index')).toBeChecked();
    expect(count).toHaveTextContent(`4 of ${permissionCatalogue().length} permissions granted`);

    await user.type(screen.getByLabelText('Filter modules'), 'hot');
    expect(screen.queryByLabelText('banners.index')).toBeNull();
    expect(screen.getByLabelText('hotbanners.clone')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Role name is required!')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Role name/), 'B');
    expect(await screen.findByText('must be longer than 1 characters!')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Role name/), 'anery');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/v1/roles', body: { roleName: 'Banery', permissions: ['roles.index', 'hotbanners.index', 'banners.index', 'banners.read'], allPermissions: false } });
  });

  it('locks a permission the role already has when the user does not hold it (removing it is refused too)', async () => {
    signInForTest({ permissions: ['roles.index', 'roles.update', 'roles.read'] });
    api();
    renderAt('/edit/2');
    expect(await screen.findByLabelText('banners.index', {}, { timeout: 15_000 })).toBeDisabled();
    expect(screen.getByLabelText('banners.create')).toBeDisabled();
    expect(screen.getByLabelText('roles.read')).toBeEnabled();
  });

  it('opens a super admin role read-only to someone who is not a super admin', async () => {
    signInForTest({ permissions: ['roles.index', 'roles.update', 'roles.read'] });
    api();
    renderAt('/edit/1');
    expect(await screen.findByText('Only a super admin can change a super admin role.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
  });
});
