import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import PromoCodes from './index';
import { mockModuleApi, renderInApp, type FetchCall } from '@backoffice/ui/testing';

jest.setTimeout(30_000);

const CRUD = ['promocode.index', 'promocode.read', 'promocode.create', 'promocode.update', 'promocode.delete'];
const row = (id: number) => ({
  id, code: `START${id}`, description: 'Bonus 100% od pierwszego depozytu', redeemAt: 'registration', bonusType: 'deposit_percent', bonusValue: 100,
  minDeposit: 20, validFrom: '2026-11-01T10:00:00.000Z', validTill: null, usageLimit: 500, usesCount: 42, isActive: true,
  status: 'active', version: 3, createdAt: '', updatedAt: '',
});
let calls: FetchCall[] = [];


const renderAt = (path: string) => renderInApp(<PromoCodes />, path);

beforeEach(() => {
  setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' });
  localStorage.clear();
});
afterEach(() => resetSessionForTest());

describe('promo codes', () => {
  it('lists with the columns, tabs, bonus and uses; the viewer only views', async () => {
    signInForTest({ permissions: CRUD });
    calls = mockModuleApi([row(1)]);
    const { unmount } = renderAt('/');
    const first = await screen.findByRole('row', { name: /START1/ });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'Code', 'Description', 'Bonus', 'From Date', 'Till Date', 'Uses', 'Status', 'Actions']);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Active', 'In-Active', 'Expired']);
    expect(within(first).getByText('Deposit bonus: 100%')).toBeInTheDocument();
    expect(within(first).getByText('42 / 500')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Edit START1' })).toHaveAttribute('href', '/edit/1');
    expect(within(first).getByRole('button', { name: 'Delete START1' })).toBeInTheDocument();
    unmount();
    resetSessionForTest();

    signInForTest({ permissions: ['promocode.index', 'promocode.read'] });
    renderAt('/');
    const viewed = await screen.findByRole('row', { name: /START1/ });
    expect(within(viewed).getByRole('link', { name: 'View START1' })).toHaveAttribute('href', '/view/1');
    expect(within(viewed).queryByRole('link', { name: 'Edit START1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Promo Code' })).not.toBeInTheDocument();
  });

  it('shows the required messages of the form', async () => {
    signInForTest({ permissions: CRUD });
    calls = mockModuleApi([]);
    renderAt('/add');
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }, { timeout: 15_000 }));
    for (const message of ['Code is required!', 'Description is required!', 'please select where the code is entered', 'please select bonus type', 'Bonus value is required!']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('updates with the version it loaded and shows the uses so far', async () => {
    signInForTest({ permissions: CRUD });
    calls = mockModuleApi([row(2)]);
    renderAt('/edit/2');
    expect(await screen.findByRole('heading', { name: 'Edit Promo Code' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Uses so far: 42')).toBeInTheDocument();
    const limit = screen.getByLabelText(/^Usage limit/);
    await userEvent.clear(limit);
    await userEvent.type(limit, '800');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toBeDefined());
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url).toBe('/api/v1/promo-code/2');
    expect(patch.body).toMatchObject({ code: 'START2', usageLimit: 800, bonusValue: 100, version: 3 });
    expect(patch.body).not.toHaveProperty('usesCount');
  });
});
