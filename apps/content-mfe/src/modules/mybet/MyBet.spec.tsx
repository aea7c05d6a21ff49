import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import MyBet from './index';
import { mockModuleApi, renderInApp, type FetchCall } from '@backoffice/ui/testing';

jest.setTimeout(30_000);

const CRUD = ['mybet.index', 'mybet.read', 'mybet.create', 'mybet.update', 'mybet.delete'];
const row = (id: number) => ({
  id, comment: `Gratulacje ${id}`, link: '/promocje', isActive: true, templateType: 'won', isEditable: false,
  version: 2, createdAt: '', updatedAt: '',
});
let calls: FetchCall[] = [];


const renderAt = (path: string) => renderInApp(<MyBet />, path);

beforeEach(() => {
  setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' });
  localStorage.clear();
});
afterEach(() => resetSessionForTest());

describe('my bet templates', () => {
  it('lists on the All tab by default with a tab per template type; the viewer only views', async () => {
    signInForTest({ permissions: CRUD });
    calls = mockModuleApi([row(1)]);
    const { unmount } = renderAt('/');
    const first = await screen.findByRole('row', { name: /Gratulacje 1/ });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'Comment', 'Link', 'Template type', 'Editable', 'Active', 'Actions']);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All', 'Won', 'Lost', 'On hold', 'Cashout', 'Void']);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(calls[0].url).toContain('/api/v1/mybet/templates?status=all');
    expect(within(first).getByRole('link', { name: 'Edit Gratulacje 1' })).toHaveAttribute('href', '/1');
    expect(within(first).queryByRole('link', { name: 'View Gratulacje 1' })).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Delete Gratulacje 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Template' })).toHaveAttribute('href', '/add');
    unmount();
    resetSessionForTest();

    signInForTest({ permissions: ['mybet.index', 'mybet.read'] });
    renderAt('/');
    const viewed = await screen.findByRole('row', { name: /Gratulacje 1/ });
    expect(within(viewed).getByRole('link', { name: 'View Gratulacje 1' })).toHaveAttribute('href', '/1');
    expect(within(viewed).queryByRole('link', { name: 'Edit Gratulacje 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Template' })).not.toBeInTheDocument();
  });

  it('shows the spec\'s messages: comment, template type, and the link when active', async () => {
    signInForTest({ permissions: CRUD });
    calls = mockModuleApi([]);
    renderAt('/add');
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }, { timeout: 15_000 }));
    for (const message of ['must enter a comment', 'please select template type', 'Must enter link when active']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('opens /mybet/{id} to edit with its version, or read-only without mybet.update', async () => {
    signInForTest({ permissions: CRUD });
    calls = mockModuleApi([row(2)]);
    const { unmount } = renderAt('/2');
    expect(await screen.findByRole('heading', { name: 'Edit Template' }, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Comment/), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toBeDefined());
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url).toBe('/api/v1/mybet/templates/2');
    expect(patch.body).toMatchObject({ comment: 'Gratulacje 2!', templateType: 'won', version: 2 });
    unmount();
    resetSessionForTest();

    signInForTest({ permissions: ['mybet.index', 'mybet.read'] });
    renderAt('/2');
    expect(await screen.findByRole('heading', { name: 'Template' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });
});
