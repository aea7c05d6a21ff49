import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import { writePreviewDraft } from '@backoffice/ui';
import Messages from './index';
import MessagePreview from './preview';
import { mockModuleApi, renderInApp } from '@backoffice/ui/testing';

// Full forms on a shared CI machine: the editor, three image pickers and two date pickers.
jest.setTimeout(90_000);

const row = (id: number, status: string, extra: object = {}) => ({
  id, messageName: `Wiadomość ${id}`, messageTitle: `Tytuł ${id}`, sendToAll: true, addManually: false, includedExcludedUsers: ['1001', '1002'],
  includedExcludedUsersStr: null, promotionId: null, iconId: 'gift', dateFrom: null, dateTill: '2030-01-01T10:00:00.000Z', isActive: status === 'active',
  pl_title: `Tytuł ${id}`, pl_imageUrl: null, pl_imageAltText: 'Obrazek', pl_isReadyHtml: true, pl_description: '<p>Treść <strong>ważna</strong></p>',
  pl_primaryButtonText: 'Odbierz', pl_primaryButtonLink: '/promocje', en_title: null, en_isReadyHtml: false, uk_title: null, uk_isReadyHtml: false,
  status, version: 1, createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-02T10:00:00.000Z', ...extra,
});


const renderAt = (path: string, element = <Messages />) => renderInApp(element, path);

const ALL = ['message.index', 'message.read', 'message.create', 'message.update', 'message.delete'];
const file = (text: string, name: string) => new File([text], name, { type: name.endsWith('.csv') ? 'text/csv' : 'text/plain' });

beforeEach(() => setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' }));
afterEach(() => resetSessionForTest());

describe('messages', () => {
  it('lists with tabs, the audience and view / edit / clone / delete', async () => {
    signInForTest({ permissions: ALL });
    const calls = mockModuleApi([row(1, 'active')]);
    renderAt('/');
    expect(await screen.findByText('Wiadomość 1')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No.', 'Image', 'Name', 'Title', 'Users', 'From', 'Till', 'Status', 'Actions']);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Active', 'In-Active', 'Expired']);
    expect(calls[0].url).toBe('/api/v1/messages?status=active&sort=updatedAt&order=desc&page=1&pageSize=10');
    const first = screen.getByRole('row', { name: /Wiadomość 1/ });
    expect(within(first).getByText('All players except 2 players')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Clone Wiadomość 1' })).toHaveAttribute('href', '/clone/1');
    expect(within(first).getByRole('link', { name: 'Edit Wiadomość 1' })).toHaveAttribute('href', '/edit/1');
    expect(within(first).getByRole('button', { name: 'Delete Wiadomość 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Message' })).toHaveAttribute('href', '/add');
  });

  it('shows a viewer the list read-only (no clone without message.create)', async () => {
    signInForTest({ permissions: ['message.index', 'message.read'] });
    mockModuleApi([row(2, 'active')]);
    renderAt('/');
    const second = await screen.findByRole('row', { name: /Wiadomość 2/ }, { timeout: 15_000 });
    expect(within(second).getByRole('link', { name: 'View Wiadomość 2' })).toBeInTheDocument();
    for (const name of ['Edit Wiadomość 2', 'Clone Wiadomość 2']) expect(within(second).queryByRole('link', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Message' })).not.toBeInTheDocument();
  });

  it('asks for the spec texts: users, the manual users and the till date of an active message', async () => {
    signInForTest({ permissions: ALL });
    mockModuleApi([]);
    renderAt('/add');
    await userEvent.click(await screen.findByRole('switch', { name: 'Send to all' }, { timeout: 15_000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    for (const message of ['Name is required!', 'Provide one or more users to send this message', 'If active is true then till date is required!', 'Title is required!', 'Image alt is required!']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('tab', { name: 'PL Polish' })).toHaveAccessibleDescription('required, empty, has errors');
    await userEvent.click(screen.getByRole('switch', { name: 'Add users manually' }));
    expect(await screen.findByText('Add one or more users to send this message')).toBeInTheDocument();
  });

  it('reads users from a CSV or TXT of player ids, refusing anything else', async () => {
    signInForTest({ permissions: ALL });
    mockModuleApi([]);
    renderAt('/add');
    const upload = await screen.findByLabelText('Excluded users file', {}, { timeout: 15_000 });
    fireEvent.change(upload, { target: { files: [file('Jan Kowalski;jan@example.com', 'gracze.csv')] } });
    expect(await screen.findByText('Please provide file in correct format')).toBeInTheDocument();
    fireEvent.change(upload, { target: { files: [file('1001\n1002', 'gracze.pdf')] } });
    expect(await screen.findByText('Please provide file in correct format')).toBeInTheDocument();
    fireEvent.change(upload, { target: { files: [file('playerId\n1001\n1002\n1003\n1004\n1005\n1006', 'gracze.csv')] } });
    expect(await screen.findByText('6 users: 1001, 1002, 1003, 1004, 1005, …')).toBeInTheDocument();
    expect(screen.queryByText('Please provide file in correct format')).not.toBeInTheDocument();
  });

  it('sends the body flattened, plain description and empty languages as empty strings', async () => {
    signInForTest({ permissions: ALL });
    const calls = mockModuleApi([row(3, 'inactive')]);
    renderAt('/add');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }, { timeout: 15_000 }), { target: { value: 'Przerwa' } });
    await userEvent.click(screen.getByRole('switch', { name: 'Active' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Polish title' }), { target: { value: 'Przerwa' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Polish image alt' }), { target: { value: 'Serwis' } });
    await userEvent.click(within(screen.getByRole('tabpanel', { name: 'PL Polish' })).getByRole('switch', { name: 'Polish description is HTML' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Polish description' }), { target: { value: 'Serwis' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      messageName: 'Przerwa', sendToAll: true, addManually: false, includedExcludedUsers: [], isActive: false,
      pl_title: 'Przerwa', pl_imageAltText: 'Serwis', pl_isReadyHtml: false, pl_description: 'Serwis',
      en_title: '', en_isReadyHtml: false, uk_description: '',
    });
  });

  it('previews a draft per language and device, cleaning its HTML', async () => {
    signInForTest({ permissions: ALL });
    const draft = writePreviewDraft({
      ...row(4, 'active'), pl_description: '<p>Bonus<img src="x" onerror="alert(1)"><script>alert(2)</script></p>',
      en_title: 'Weekend bonus', en_isReadyHtml: false, en_description: 'Plain <b>text</b>',
    });
    renderAt(`/messages/preview?draft=${draft}`, <MessagePreview />);
    const card = await screen.findByRole('article', { name: 'Message' });
    expect(within(card).getByRole('heading', { name: 'Tytuł 4' })).toBeInTheDocument();
    expect(card.innerHTML).not.toMatch(/onerror|script/);
    expect(within(card).getByRole('button', { name: 'Odbierz' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /desktop, 1024 px/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Phone' }));
    expect(screen.getByRole('region', { name: /phone, 375 px/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ukrainian' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Plain <b>text</b>')).toBeInTheDocument();
  });
});
