import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import BonusRename from './index';
import { mockModuleApi, renderInApp, type FetchCall } from '@backoffice/ui/testing';

jest.setTimeout(30_000);

const CRUD = ['bonusRename.index', 'bonusRename.read', 'bonusRename.create', 'bonusRename.update', 'bonusRename.delete'];
const row = (id: number) => ({
  id, bonusId: `10${id}`, originalName: 'FREEBET_REG_20', namePl: `Freebet ${id} zł`, nameEn: 'Free bet', nameUk: null, isActive: true,
  version: 5, createdAt: '', updatedAt: '',
});
let calls: FetchCall[] = [];


const renderAt = (path: string) => renderInApp(<BonusRename />, path);

beforeEach(() => setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' }));
afterEach(() => resetSessionForTest());

describe('bonus rename', () => {
  it('lists with the columns and search, no tabs; the viewer only views', async () => {
    signInForTest({ permissions: CRUD });
    calls = mockModuleApi([row(1)]);
    const { unmount } = renderAt('/');
    const first = await screen.findByRole('row', { name: /Freebet 1 zł/ });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'Bonus id', 'Original name', 'Name (pl)', 'Name (en)', 'Name (uk)', 'Active', 'Actions']);
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    expect(screen.getByLabelText('Search')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Edit Freebet 1 zł' })).toHaveAttribute('href', '/edit/1');
    expect(within(first).getByRole('button', { name: 'Delete Freebet 1 zł' })).toBeInTheDocument();
    unmount();
    resetSessionForTest();

    signInForTest({ permissions: ['bonusRename.index', 'bonusRename.read'] });
    renderAt('/');
    const viewed = await screen.findByRole('row', { name: /Freebet 1 zł/ });
    expect(within(viewed).getByRole('link', { name: 'View Freebet 1 zł' })).toHaveAttribute('href', '/view/1');
    expect(within(viewed).queryByRole('link', { name: 'Edit Freebet 1 zł' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Bonus Name' })).not.toBeInTheDocument();
  });

  it('shows the required messages: bonus id, original name and the Polish name', async () => {
    signInForTest({ permissions: CRUD });
    calls = mockModuleApi([]);
    renderAt('/add');
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }, { timeout: 15_000 }));
    for (const message of ['Bonus id is required!', 'Original name is required!', 'Displayed name (pl) is required!']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('updates with the version it loaded', async () => {
    signInForTest({ permissions: CRUD });
    calls = mockModuleApi([row(2)]);
    renderAt('/edit/2');
    expect(await screen.findByRole('heading', { name: 'Edit Bonus Name' }, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Displayed name \(uk\)/), 'Фрібет');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toBeDefined());
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url).toBe('/api/v1/bonus-rename/2');
    expect(patch.body).toMatchObject({ bonusId: '102', namePl: 'Freebet 2 zł', nameUk: 'Фрібет', version: 5 });
  });
});
