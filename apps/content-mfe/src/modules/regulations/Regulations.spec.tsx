import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import { uploadFile } from '@backoffice/api/query';
import Regulations from './index';
import { mockModuleApi, renderInApp } from '@backoffice/ui/testing';

jest.mock('@backoffice/api/query', () => ({ ...jest.requireActual('@backoffice/api/query'), uploadFile: jest.fn() }));
const mockedUpload = uploadFile as jest.MockedFunction<typeof uploadFile>;

jest.setTimeout(30_000);

const row = (id: number, status: string, extra: object = {}) => ({
  id, regulationName: `Regulamin ${id}`, type: 'promotion-terms', isActive: status === 'active', regulationTitle: `Tytuł ${id}`,
  pl_title: `Tytuł ${id}`, pl_fileUrl: `/files/regulations/r${id}.pdf`, en_title: null, en_fileUrl: null, uk_title: null, uk_fileUrl: null,
  status, version: 1, createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-02T10:00:00.000Z', ...extra,
});


const renderAt = (path: string) => renderInApp(<Regulations />, path);

const ALL = ['regulation.index', 'regulation.read', 'regulation.create', 'regulation.update', 'regulation.delete'];

beforeEach(() => setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' }));
afterEach(() => resetSessionForTest());

describe('regulations', () => {
  it('lists with tabs, type labels and PDF links that open in a new tab', async () => {
    signInForTest({ permissions: ALL });
    const calls = mockModuleApi([row(1, 'active', { en_title: 'Terms', en_fileUrl: '/files/regulations/r1-en.pdf' })]);
    renderAt('/');
    expect(await screen.findByText('Regulamin 1')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No.', 'Name', 'Title', 'Type', 'PDF', 'Updated', 'Status', 'Actions']);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Active', 'In-Active', 'All']);
    expect(calls[0].url).toBe('/api/v1/regulations?status=active&sort=updatedAt&order=desc&page=1&pageSize=10');
    const first = screen.getByRole('row', { name: /Regulamin 1/ });
    expect(within(first).getByText('Promotion terms')).toBeInTheDocument();
    const polish = within(first).getByRole('link', { name: 'PL Polish PDF' });
    expect(polish).toHaveAttribute('href', '/files/regulations/r1.pdf');
    expect(polish).toHaveAttribute('target', '_blank');
    expect(within(first).getByRole('link', { name: 'EN English PDF' })).toHaveAttribute('href', '/files/regulations/r1-en.pdf');
    expect(within(first).queryByRole('link', { name: 'UK Ukrainian PDF' })).not.toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View Regulamin 1' })).toHaveAttribute('href', '/view/1');
    expect(within(first).getByRole('link', { name: 'Edit Regulamin 1' })).toHaveAttribute('href', '/edit/1');
    expect(within(first).getByRole('button', { name: 'Delete Regulamin 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Regulation' })).toHaveAttribute('href', '/add');
  });

  it('shows a viewer the list read-only', async () => {
    signInForTest({ permissions: ['regulation.index', 'regulation.read'] });
    mockModuleApi([row(2, 'active')]);
    renderAt('/');
    const second = await screen.findByRole('row', { name: /Regulamin 2/ });
    expect(within(second).getByRole('link', { name: 'View Regulamin 2' })).toBeInTheDocument();
    expect(within(second).queryByRole('link', { name: 'Edit Regulamin 2' })).not.toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: 'Delete Regulamin 2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Regulation' })).not.toBeInTheDocument();
  });

  it('requires name, type and the Polish title and PDF, shown on the Polish tab', async () => {
    signInForTest({ permissions: ALL });
    mockModuleApi([]);
    renderAt('/add');
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }, { timeout: 15_000 }));
    for (const message of ['Name is required!', 'please select type', 'Title is required!', 'PDF is required!']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('tab', { name: 'PL Polish' })).toHaveAccessibleDescription('required, empty, has errors');
    expect(screen.getByRole('tab', { name: 'EN English' })).toHaveAccessibleDescription('optional, empty');
  });

  it('sends the body flattened, empty languages as empty strings', async () => {
    // A regulation editor uploads into the regulations folder without a files.* permission.
    signInForTest({ permissions: ALL });
    mockedUpload.mockResolvedValue({ status: 'created', fileUrl: '/files/regulations/regulamin.pdf', fileName: 'regulamin.pdf' });
    const calls = mockModuleApi([row(3, 'active')]);
    renderAt('/add');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }, { timeout: 15_000 }), 'Regulamin serwisu');
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'General terms' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Polish title' }), 'Regulamin');
    fireEvent.change(screen.getByLabelText('Upload PDF: Polish PDF'), { target: { files: [new File(['%PDF-1.4\n'], 'regulamin.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByRole('link', { name: 'regulamin.pdf' })).toHaveAttribute('target', '_blank');
    expect(mockedUpload).toHaveBeenCalledWith(expect.objectContaining({ folderName: 'regulations' }));
    expect(screen.getByRole('tab', { name: 'PL Polish' })).toHaveAccessibleDescription('required, filled');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      regulationName: 'Regulamin serwisu', type: 'general-terms', isActive: true,
      pl_title: 'Regulamin', pl_fileUrl: '/files/regulations/regulamin.pdf', en_title: '', en_fileUrl: '', uk_title: '', uk_fileUrl: '',
    });
  });
});
