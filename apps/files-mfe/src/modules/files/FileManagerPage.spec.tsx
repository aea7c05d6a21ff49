import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { ThemeProviders } from '@backoffice/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { installFakeFilesApi, type FakeFilesApi } from './fake-files-api';
import Files from './index';

// Full screens with MUI and user-event on a shared two-core machine: give each flow room.
jest.setTimeout(20_000);

let api: FakeFilesApi;

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ThemeProviders>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/files/*" element={<Files />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProviders>,
  );
}

const tile = (name: string) => screen.findByRole('gridcell', { name });
const png = (name: string) => new File(['x'], name, { type: 'image/png' });

// jsdom has no layout: give elements a screen-sized box so the virtualised grid renders its rows.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 720 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1024 });
});

beforeEach(() => {
  api = installFakeFilesApi(['banners/', 'medals/', 'banners/old.png', 'banners/summer.png', 'banners/2026/']);
  // A super admin unless a test says otherwise: it may change everything.
  signInForTest({ allPermissions: true });
});
afterEach(() => resetSessionForTest());

const patches = () => api.requests.filter((r) => r.method === 'PATCH').map((r) => r.body);

describe('file manager', () => {
  it('shows a deep-linked folder with its breadcrumb and the Polish limit notice; no upload or create at the root', async () => {
    renderAt('/files/banners');
    expect(await tile('summer.png')).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: '2026' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Folder path' })).getByRole('button', { name: 'Home' })).toBeInTheDocument();
    // One language per screen: the notice in English, the spec's Polish original under it.
    const notice = screen.getByRole('note', { name: 'File limit per folder' });
    expect(within(notice).getByText(/^Note: the file manager shows no more than 1000 files in one folder\./)).toBeInTheDocument();
    expect(within(notice).getByText(/nie wyświetla więcej niż 1000 plików/)).toHaveAttribute('lang', 'pl');
    expect(screen.queryByText(/open a folder to upload files/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('navigation', { name: 'Folder path' })).getByRole('button', { name: 'Home' }));
    expect(await tile('medals')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create folder' })).not.toBeInTheDocument();
    // Where the buttons would be, the reason they are not.
    expect(screen.getByText('Files live in the folders below: open a folder to upload files or create a folder in it.')).toBeInTheDocument();
  });

  it('shows a folder that no longer exists as such, without Upload or Create folder, and leads back', async () => {
    renderAt('/files/banners/gone');
    expect(await screen.findByText('This folder no longer exists')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create folder' })).not.toBeInTheDocument();
    expect(screen.queryByText(/not found/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to banners' }));
    expect(await tile('summer.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
  });

  it('says "Folder deleted successfully" for one folder and names it in the question', async () => {
    renderAt('/files/banners');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for 2026' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    expect(within(dialog).getByText('Are you sure you want to delete this folder «2026»? Everything in it is deleted too.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Folder deleted successfully')).toBeInTheDocument();
  });

  it('creates a folder through the create_folder modal, requiring a name', async () => {
    renderAt('/files/banners');
    await tile('summer.png');
    await userEvent.click(screen.getByRole('button', { name: 'Create folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create folder' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Folder name is required!')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Folder name'), 'summer-2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Folder created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await tile('summer-2026')).toBeInTheDocument();
  });

  it('selects with the checkbox and Ctrl-click, then deletes both after the confirm', async () => {
    renderAt('/files/banners');
    await tile('summer.png');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select summer.png' }));
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('gridcell', { name: 'old.png' }));
    await user.keyboard('{/Control}');
    expect(screen.getByRole('gridcell', { name: 'old.png' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/^Are you sure you want to delete these 2 files \((«summer\.png», «old\.png»|«old\.png», «summer\.png»)\)\?$/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('2 files deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('gridcell', { name: 'old.png' })).not.toBeInTheDocument());
  });

  it('renames through the rename modal', async () => {
    renderAt('/files/banners');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for summer.png' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename summer.png' });
    const field = within(dialog).getByLabelText('Name');
    await userEvent.clear(field);
    await userEvent.type(field, 'winter.png');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('File or Folder renamed successfully')).toBeInTheDocument();
    expect(await tile('winter.png')).toBeInTheDocument();
  });

  it('reports a batch upload per file and replaces the existing ones together', async () => {
    renderAt('/files/banners');
    await tile('summer.png');
    await userEvent.upload(screen.getByLabelText('Files to upload'), [png('new.png'), png('old.png')]);
    expect(await screen.findByText('File new.png uploaded successfully')).toBeInTheDocument();
    expect(await screen.findByText('File old.png already exists')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Files already exist' });
    expect(within(dialog).getByText('old.png')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace all' }));
    expect(await screen.findByText('Files replaced successfully')).toBeInTheDocument();
    const overwrite = api.requests.filter((r) => r.url === '/api/v1/files' && (r.body as { overwrite?: boolean })?.overwrite);
    expect(overwrite.map((r) => (r.body as { fileName: string }).fileName)).toEqual(['old.png']);
    expect(await screen.findByRole('listitem', { name: 'new.png: Uploaded' })).toBeInTheDocument();
  });

  it('blocks uploads into a folder at the per-folder limit and says so', async () => {
    for (let i = 0; i < 1000; i++) api.entries.set(`medals/m${i}.png`, { ...api.entries.get('banners/old.png')!, id: `medals/m${i}.png`, name: `m${i}.png` });
    renderAt('/files/medals');
    expect(await screen.findByText(/This folder holds 1000 files, the limit of the file manager/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('asks before replacing on a single upload', async () => {
    renderAt('/files/banners');
    await tile('summer.png');
    await userEvent.upload(screen.getByLabelText('Files to upload'), png('summer.png'));
    const dialog = await screen.findByRole('dialog', { name: 'File already exists' });
    expect(within(dialog).getByText('File summer.png already exists. Do you want to replace it?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect(await screen.findByText('File replaced successfully')).toBeInTheDocument();
  });

  it('loads a folder while the pointer rests on it, so the click shows it without asking again', async () => {
    renderAt('/files/banners');
    await tile('2026');
    const listings = () => api.requests.filter((r) => r.method === 'GET' && r.url.includes('path=banners%2F2026')).length;

    // Passing over a folder on the way to a file asks for nothing.
    await userEvent.hover(screen.getByRole('gridcell', { name: '2026' }));
    await userEvent.hover(screen.getByRole('gridcell', { name: 'summer.png' }));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(listings()).toBe(0);

    await userEvent.hover(screen.getByRole('gridcell', { name: '2026' }));
    await waitFor(() => expect(listings()).toBe(1));
    await userEvent.click(screen.getByRole('gridcell', { name: '2026' }));
    expect(await screen.findByText('This folder is empty.')).toBeInTheDocument();
    expect(listings()).toBe(1);
  });
});

describe('file manager for a caller who may not change files', () => {
  it('offers the viewer no control that changes anything: no Upload, Create folder, Rename, Move, Delete or Delete key', async () => {
    // The demo Viewer: every *.index and *.read, no files.* permission.
    signInForTest({ permissions: ['landing.index', 'landing.read', 'regulation.index', 'regulation.read'] });
    renderAt('/files/banners');
    const summer = await tile('summer.png');
    expect(screen.getByText('You can open files and copy their links; your role cannot change them.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Files to upload')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create folder' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Actions for summer.png' }));
    const menu = await screen.findByRole('menu', { name: 'Actions for summer.png' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Open', 'Copy link', 'Info']);
    await userEvent.keyboard('{Escape}');

    // Selecting still works (to copy links one by one), but offers neither Move nor Delete.
    await userEvent.click(within(summer).getByLabelText('Select summer.png'));
    expect(screen.getByRole('button', { name: 'Clear selection' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete selected/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move selected/ })).not.toBeInTheDocument();
    summer.focus();
    await userEvent.keyboard('{Delete}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('lets an uploader (files.create only) upload but not replace: an existing file is reported, not offered for replacing', async () => {
    signInForTest({ permissions: ['files.create'] });
    renderAt('/files/banners');
    await tile('summer.png');
    expect(screen.getByRole('button', { name: 'Create folder' })).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Files to upload'), png('summer.png'));
    expect(await screen.findByText('File summer.png already exists')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'File already exists' })).not.toBeInTheDocument();
    expect(api.requests.filter((r) => (r.body as { overwrite?: boolean } | undefined)?.overwrite)).toEqual([]);
  });
});

describe('file manager by keyboard', () => {
  it('reaches the Actions button with Tab from the focused tile and opens the menu with Enter', async () => {
    renderAt('/files/banners');
    await tile('2026');
    const grid = screen.getByRole('grid', { name: 'Files in banners' });
    const first = within(grid).getAllByRole('gridcell')[0];
    first.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(within(first).getByRole('button', { name: `Actions for ${first.getAttribute('aria-label')}` }));
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menu', { name: `Actions for ${first.getAttribute('aria-label')}` })).toBeInTheDocument();
  });

  it('moves a file with "Move to…": a folder chosen by keyboard, confirmed as moved', async () => {
    renderAt('/files/banners');
    const summer = await tile('summer.png');
    await userEvent.click(within(summer).getByRole('button', { name: 'Actions for summer.png' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Move to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to…' });
    expect(within(dialog).getByText('Choose the folder to move «summer.png» into.')).toBeInTheDocument();
    // Already in banners: moving here is no move.
    expect(within(dialog).getByRole('button', { name: 'Move here (banners)' })).toBeDisabled();
    const folder = await within(dialog).findByRole('button', { name: '2026' });
    folder.focus();
    await userEvent.keyboard('{Enter}');
    const moveHere = await within(dialog).findByRole('button', { name: 'Move here (2026)' });
    await waitFor(() => expect(moveHere).toBeEnabled());
    moveHere.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('File or Folder moved successfully')).toBeInTheDocument();
    expect(screen.queryByText('File or Folder renamed successfully')).not.toBeInTheDocument();
    expect(patches()).toEqual([expect.objectContaining({ source: 'banners/summer.png', destination: 'banners/2026/summer.png' })]);
    await waitFor(() => expect(screen.queryByRole('gridcell', { name: 'summer.png' })).not.toBeInTheDocument());
  });

  it('moves the selection with "Move selected to…" and never offers a folder inside itself', async () => {
    renderAt('/files/banners');
    await tile('2026');
    for (const name of ['2026', 'old.png']) await userEvent.click(within(screen.getByRole('gridcell', { name })).getByLabelText(`Select ${name}`));
    await userEvent.click(screen.getByRole('button', { name: 'Move selected to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to…' });
    expect(within(dialog).getByText('Choose the folder to move 2 items into.')).toBeInTheDocument();
    await within(dialog).findByRole('list', { name: 'Folders in banners' });
    expect(within(dialog).queryByRole('button', { name: '2026' })).not.toBeInTheDocument();
  });
});
