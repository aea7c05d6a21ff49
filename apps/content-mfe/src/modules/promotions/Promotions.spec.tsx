import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import { writePreviewDraft } from '@backoffice/ui';
import Promotions from './index';
import PromotionPreview from './PromotionPreview';
import { listReply, mockModuleApi, renderInApp, type FetchCall } from '@backoffice/ui/testing';

// The form mounts three rich-text editors: slow on a busy machine.
jest.setTimeout(60_000);

const CRUD = ['promotion.index', 'promotion.read', 'promotion.create', 'promotion.update', 'promotion.delete'];
const row = (id: number, status = 'active') => ({
  id, name: `Freebet ${id}`, pl_shortDescription: 'Postaw 3 kupony', pl_longDescription: '<p>Zasady<img src="x" onerror="window.hacked=1"></p>', pl_wonInfo: 'Freebet 20 zł',
  en_shortDescription: '', en_longDescription: '', en_wonInfo: '', uk_shortDescription: null, uk_longDescription: null, uk_wonInfo: null,
  bettingUrl: '/zaklady', requiredBetCount: 3, iconUrl: '/files/promotionParameterIcons/i.png', imageUrl: '/files/promotions/p.png', rank: id,
  startAt: '2026-11-01T10:00:00.000Z', endAt: '2026-12-01T10:00:00.000Z', config: { minimumOdds: 1.5 }, players: 12, status, version: 2, createdAt: '', updatedAt: '',
});
const player = (id: number) => ({
  id, playerId: 100 + id, login: `jan_kowalski${id}`, firstName: 'Jan', lastName: 'Kowalski', email: `jan${id}@wp.pl`, joinedAt: '2026-11-02T10:00:00.000Z',
  betCount: id % 4, completedAt: id % 4 === 3 ? '2026-11-03T10:00:00.000Z' : null, status: id % 4 === 3 ? 'completed' : 'in-progress',
});

let calls: FetchCall[] = [];
/** The records, and two players on any promotion's players list. */
const stub = (items: ReturnType<typeof row>[]) =>
  (calls = mockModuleApi(items, { answer: (call) => (/\/promotions\/\d+\/users/.test(call.url) ? listReply([player(1), player(3)]) : undefined) }));

const renderAt = (path: string, element = <Promotions />) => renderInApp(element, path);

beforeEach(() => setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' }));
afterEach(() => resetSessionForTest());

describe('promotions', () => {
  it('lists with the columns, tabs and every action; players with promotion_users.read, clone with promotion.create', async () => {
    signInForTest({ permissions: [...CRUD, 'promotion_users.read'] });
    stub([row(1), row(2)]);
    renderAt('/');
    expect(await screen.findByText('Freebet 1')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No.', 'Icon', 'Name', 'Rank', 'Start', 'End', 'Bets required', 'Players', 'Status', 'Actions']);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Active', 'Upcoming', 'Expired', 'All']);
    expect(calls[0].url).toBe('/api/v1/promotions?status=active&sort=rank&order=asc&page=1&pageSize=10');
    const first = screen.getByRole('row', { name: /Freebet 1/ });
    expect(within(first).getByRole('link', { name: 'Players Freebet 1' })).toHaveAttribute('href', '/users/1');
    expect(within(first).getByRole('link', { name: 'View Freebet 1' })).toHaveAttribute('href', '/view/1');
    expect(within(first).getByRole('link', { name: 'Edit Freebet 1' })).toHaveAttribute('href', '/edit/1');
    expect(within(first).getByRole('link', { name: 'Clone Freebet 1' })).toHaveAttribute('href', '/clone/1');
    expect(within(first).getByRole('button', { name: 'Delete Freebet 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Promotion' })).toHaveAttribute('href', '/add');
  });

  it('shows the viewer only view, and no players without promotion_users.read', async () => {
    signInForTest({ permissions: ['promotion.index', 'promotion.read'] });
    stub([row(1)]);
    renderAt('/');
    const viewed = await screen.findByRole('row', { name: /Freebet 1/ });
    expect(within(viewed).getByRole('link', { name: 'View Freebet 1' })).toBeInTheDocument();
    for (const name of ['Edit Freebet 1', 'Clone Freebet 1', 'Players Freebet 1']) expect(within(viewed).queryByRole('link', { name })).not.toBeInTheDocument();
    expect(within(viewed).queryByRole('button', { name: 'Delete Freebet 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Promotion' })).not.toBeInTheDocument();
  });

  it('shows the required messages of the form, Polish texts included', async () => {
    signInForTest({ permissions: CRUD });
    stub([]);
    renderAt('/add');
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }, { timeout: 15_000 }));
    for (const message of ['Name is required!', 'Short description is required!', 'Won info is required!', 'Betting URL is required!', 'Required bet count is required!', 'Minimum odds is required!', 'Rank is required!', 'Image is required!', 'Icon is required!']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('clones into a new record saved with Create, without the id, version or the players count', async () => {
    signInForTest({ permissions: CRUD });
    stub([row(1)]);
    renderAt('/clone/1');
    expect(await screen.findByRole('heading', { name: 'Clone Promotion' }, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Name/));
    await userEvent.click(screen.getByLabelText(/^Name/));
    await userEvent.paste('Freebet kopia');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    const body = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Freebet kopia', requiredBetCount: 3, config: { minimumOdds: 1.5 }, uk_shortDescription: '' });
    for (const field of ['id', 'version', 'players', 'status']) expect(body).not.toHaveProperty(field);
  });

  it('lists the players who joined with promotion_users.read, with CSV export; /404 without it', async () => {
    signInForTest({ permissions: ['promotion.index', 'promotion.read', 'promotion_users.read'] });
    stub([row(1)]);
    const { unmount } = renderAt('/users/1');
    expect(await screen.findByRole('heading', { name: 'Players of Freebet 1' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByText('jan_kowalski3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.getByText('Completed', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/v1/promotions/1/users?'))).toBe(true);
    unmount();
    resetSessionForTest();

    signInForTest({ permissions: ['promotion.index', 'promotion.read'] });
    renderAt('/users/1');
    expect(screen.queryByText('jan_kowalski3')).not.toBeInTheDocument();
  });
});

describe('promotion preview', () => {
  it('shows unsaved values as a player would, sanitised, falling back to Polish for an empty language', async () => {
    const draft = writePreviewDraft({ ...row(1), name: 'Nowa promocja' });
    stub([]);
    renderAt(`/promotion/preview?draft=${draft}`, <PromotionPreview />);
    const card = await screen.findByRole('article', { name: 'Promotion as players see it' });
    expect(within(card).getByRole('heading', { name: 'Nowa promocja' })).toBeInTheDocument();
    expect(within(card).getByText('Minimalny kurs: 1.50')).toBeInTheDocument();
    expect(card.querySelector('[onerror]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByText(/English texts are not filled/)).toBeInTheDocument();
    expect(within(card).getByText('Minimum odds: 1.50')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says "unsaved changes" only when the form holds changes', async () => {
    stub([]);
    const untouched = writePreviewDraft({ ...row(1) }, undefined, false);
    const { unmount } = renderAt(`/promotion/preview?draft=${untouched}`, <PromotionPreview />);
    expect((await screen.findAllByRole('heading', { level: 1 }))[0]).toHaveTextContent(/^Promotion preview$/);
    unmount();
    const changed = writePreviewDraft({ ...row(1), name: 'Nowa promocja' });
    renderAt(`/promotion/preview?draft=${changed}`, <PromotionPreview />);
    expect((await screen.findAllByRole('heading', { level: 1 }))[0]).toHaveTextContent('Promotion preview (unsaved changes)');
  });

  it('shows a saved promotion by its id', async () => {
    stub([row(4)]);
    // routed as the shell routes it: promotion/preview/* with the saved id after it
    renderAt('/promotion/preview/4', <Routes><Route path="promotion/preview/*" element={<PromotionPreview />} /></Routes>);
    expect(await screen.findByRole('heading', { name: 'Freebet 4' })).toBeInTheDocument();
    expect(calls[0].url).toBe('/api/v1/promotions/4');
  });
});
