import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import PayoutMessages from './index';
import { mockModuleApi, renderInApp } from '@backoffice/ui/testing';

jest.setTimeout(30_000);

const row = (id: number, status: string) => ({
  id, message: `Komunikat ${id}`, bankId: 'millennium', bankName: 'Bank Millennium', bankNumber: ['1160', '1470'], isActive: true,
  startDate: '2026-11-01T10:00:00.000Z', tillDate: '2026-12-01T10:30:00.000Z', status, version: 3, createdAt: '', updatedAt: '',
});

const renderAt = (path: string) => renderInApp(<PayoutMessages />, path);

beforeEach(() => {
  setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' });
  signInForTest({ permissions: [] });
});
afterEach(() => resetSessionForTest());

describe('payout messages', () => {
  it('lists with the columns, the bank numbers comma-joined, tabs and icons for any signed-in user', async () => {
    const calls = mockModuleApi([row(1, 'active'), row(2, 'expired')]);
    renderAt('/');
    expect(await screen.findByText('Komunikat 1')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No.', 'Text', 'Bank', 'Bank numbers', 'From Date', 'Till Date', 'Status', 'Actions']);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All', 'Expired']);
    expect(calls[0].url).toBe('/api/v1/payout-messages?status=all&sort=startDate&order=desc&page=1&pageSize=10');
    const first = screen.getByRole('row', { name: /Komunikat 1/ });
    expect(within(first).getByText('1160, 1470')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View Bank Millennium: Komunikat 1' })).toHaveAttribute('href', '/preview/1');
    expect(within(first).getByRole('link', { name: 'Edit Bank Millennium: Komunikat 1' })).toHaveAttribute('href', '/edit/1');
    expect(within(first).getByRole('button', { name: 'Delete Bank Millennium: Komunikat 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Payout Message' })).toHaveAttribute('href', '/create');
  });

  it('asks for the Expired tab on the server', async () => {
    const calls = mockModuleApi([]);
    renderAt('/');
    await userEvent.click(await screen.findByRole('tab', { name: 'Expired' }));
    expect(await screen.findByText('No payout messages entries found')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('status=expired'))).toBe(true);
  });

  it('shows the required messages of the form: text and bank', async () => {
    mockModuleApi([]);
    renderAt('/create');
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }, { timeout: 15_000 }));
    expect(await screen.findByText('Text is required!')).toBeInTheDocument();
    expect(await screen.findByText('please select bank')).toBeInTheDocument();
  });

  it('updates an edited message with its version', async () => {
    const calls = mockModuleApi([row(4, 'active')]);
    renderAt('/edit/4');
    const text = await screen.findByLabelText(/^Text/, {}, { timeout: 15_000 });
    await userEvent.clear(text);
    await userEvent.type(text, 'Nowy tekst');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByDisplayValue('Nowy tekst');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.url).toBe('/api/v1/payout-messages/4');
    expect(patch?.body).toMatchObject({ message: 'Nowy tekst', bankId: 'millennium', isActive: true, version: 3 });
  });
});
