import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import MarketTypesOrderModule from './index';
import { mockFetch, renderInApp } from '@backoffice/ui/testing';

jest.setTimeout(30_000);

const TYPES = [
  { id: 1, name: 'Match result', pl_name: 'Wynik meczu' },
  { id: 2, name: 'Double chance', pl_name: 'Podwójna szansa' },
  { id: 3, name: 'Both teams to score', pl_name: 'Obie drużyny strzelą gola' },
];

/** The configuration and the market types; a PATCH answers `patchStatus` (200: the new order at the next version). */
const stub = (patchStatus = 200) =>
  mockFetch((call) => {
    if (call.method !== 'PATCH') return { body: { data: call.url.endsWith('/configMarkets') ? TYPES : { id: 4, version: 7, market_types: [3, 1, 2], payments_message: '' } } };
    if (patchStatus !== 200) return { status: patchStatus, body: { message: 'This record was changed by someone else. Reload it and apply your changes again.' } };
    return { body: { data: { id: 4, version: 8, market_types: (call.body as { market_types: number[] }).market_types }, message: 'Market types order updated successfully' } };
  });

const renderAt = (path: string) => renderInApp(<MarketTypesOrderModule />, path);

beforeEach(() => {
  setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' });
  signInForTest({ permissions: [] });
});
afterEach(() => resetSessionForTest());

const names = () => screen.getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[2].textContent);

describe('market types order', () => {
  it('shows the types in the configuration\'s order with Id., Name and Polish name, and saves a new order', async () => {
    const calls = stub();
    renderAt('/');
    expect(await screen.findByText('Both teams to score')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'Id.', 'Name', 'Polish name', 'Order']);
    expect(names()).toEqual(['Both teams to score', 'Match result', 'Double chance']);
    expect(screen.getByRole('button', { name: 'Save order' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Double chance up' }));
    expect(names()).toEqual(['Both teams to score', 'Double chance', 'Match result']);
    await userEvent.click(screen.getByRole('button', { name: 'Save order' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toBeDefined());
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url).toBe('/api/v1/latestConfig/4');
    expect(patch.body).toEqual({ version: 7, market_types: [3, 2, 1] });
  });

  it('offers to reload when a colleague saved first (409)', async () => {
    stub(409);
    renderAt('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Move Match result down' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save order' }));
    expect(await screen.findByText(/Someone else saved another order meanwhile/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(names()).toEqual(['Both teams to score', 'Match result', 'Double chance']));
  });
});
