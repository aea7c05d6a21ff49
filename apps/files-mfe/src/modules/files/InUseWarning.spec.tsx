// Deleting or renaming a file that content uses warns first, naming the records.
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { ThemeProviders } from '@backoffice/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { installFakeFilesApi, type FakeFilesApi } from './fake-files-api';
import Files from './index';

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
const changes = () => api.requests.filter((r) => r.method === 'DELETE' || r.method === 'PATCH').map((r) => r.url);

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 720 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1024 });
});

afterEach(() => resetSessionForTest());
beforeEach(() => {
  signInForTest({ allPermissions: true });
  api = installFakeFilesApi(['banners/', 'banners/summer.png', 'banners/free.png']);
  api.usedBy = [
    { path: 'banners/summer.png', module: 'landing', moduleLabel: 'Landing page', id: 12, name: 'summer24' },
    { path: 'banners/summer.png', module: 'landing', moduleLabel: 'Landing base config', id: 1, name: 'Base config' },
  ];
});

async function openEntryAction(name: string, action: 'Delete' | 'Rename') {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

describe('a file that content uses', () => {
  it('warns before deleting, naming the records; Cancel keeps the file, "Delete anyway" deletes it', async () => {
    renderAt('/files/banners');
    await openEntryAction('summer.png', 'Delete');
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete' })).getByRole('button', { name: 'Yes' }));

    const warning = await screen.findByRole('dialog', { name: 'Used by content' });
    const records = within(warning).getByRole('list', { name: 'Records that use the files' });
    expect(within(records).getByText('Landing page summer24')).toBeInTheDocument();
    expect(within(records).getByText('Landing base config Base config')).toBeInTheDocument();
    expect(changes()).toEqual([]);

    await userEvent.click(within(warning).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes()).toEqual([]);
    expect(api.entries.has('banners/summer.png')).toBe(true);

    await openEntryAction('summer.png', 'Delete');
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete' })).getByRole('button', { name: 'Yes' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Used by content' })).getByRole('button', { name: 'Delete anyway' }));
    expect(await screen.findByText('File deleted successfully')).toBeInTheDocument();
    expect(changes()).toEqual(['/api/v1/files?path=banners%2Fsummer.png&force=true']);
    expect(api.entries.has('banners/summer.png')).toBe(false);
  });

  it('warns before renaming; "Rename anyway" renames with force', async () => {
    renderAt('/files/banners');
    await openEntryAction('summer.png', 'Rename');
    const dialog = await screen.findByRole('dialog', { name: 'Rename summer.png' });
    const field = within(dialog).getByLabelText('Name');
    await userEvent.clear(field);
    await userEvent.type(field, 'summer-old.png');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));

    const warning = await screen.findByRole('dialog', { name: 'Used by content' });
    expect(within(warning).getByText('Landing page summer24')).toBeInTheDocument();
    await userEvent.click(within(warning).getByRole('button', { name: 'Rename anyway' }));
    expect(await screen.findByText('File or Folder renamed successfully')).toBeInTheDocument();
    expect(changes()).toEqual(['/api/v1/files?force=true']);
    expect(await tile('summer-old.png')).toBeInTheDocument();
  });

  it('deletes a file nothing uses without the warning', async () => {
    renderAt('/files/banners');
    await openEntryAction('free.png', 'Delete');
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('File deleted successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Used by content' })).not.toBeInTheDocument();
    expect(changes()).toEqual(['/api/v1/files?path=banners%2Ffree.png']);
  });
});
