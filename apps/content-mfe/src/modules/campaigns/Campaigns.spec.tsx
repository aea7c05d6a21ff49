import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import type { CampaignDetail, CampaignItem } from '@backoffice/validation';
import Campaigns from './index';
import { renderInApp } from '@backoffice/ui/testing';

jest.setTimeout(30_000);

const anna = { id: 2, name: 'Anna Nowak' };
const item = (id: number, module: string, label: string, extra: Partial<CampaignItem>): CampaignItem => ({
  id, campaignId: 7, module, recordId: id * 10, action: 'update', values: null, baseVersion: 3, preparedBy: anna, preparedAt: '2026-11-25T10:00:00.000Z',
  label, before: null, after: null, warnings: [], rollback: null, ...extra,
});
const ITEMS: CampaignItem[] = [
  item(1, 'hotbanner', 'Derby banner', { before: { title: 'Old derby', isActive: true }, after: { title: 'Derby tonight', isActive: true }, values: { title: 'Derby tonight' } }),
  item(2, 'landing-pages', 'landing page 20', {
    before: { partner: 'STS' }, after: { partner: 'Betclic' },
    warnings: [{ kind: 'stale', message: 'The record was changed since this item was prepared (version 3, now 4).' }],
  }),
  item(3, 'messages', 'Derby message', { before: { titlePl: 'Stary' }, after: { titlePl: 'Nowy' } }),
];
const campaign = (over: Partial<CampaignDetail> = {}): CampaignDetail => ({
  id: 7, name: 'Derby day', status: 'draft', scheduledAt: null, publishedAt: null, rolledBackAt: null, failure: null, itemCount: 3,
  createdBy: anna, scheduledBy: null, version: 1, createdAt: '2026-11-25T09:00:00.000Z', updatedAt: '2026-11-25T09:00:00.000Z', items: ITEMS, ...over,
});

interface Call { method: string; url: string }

/** The campaign as the server keeps it; `answers` maps "POST publish" to the reply and the state after it. */
function fakeServer(start: CampaignDetail, answers: Record<string, { status: number; body: unknown; next?: CampaignDetail }> = {}) {
  const calls: Call[] = [];
  let state = start;
  const fake = async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url });
    const action = /campaigns\/7\/(\w+)(?:\/(\d+))?$/.exec(url);
    const key = action ? `${method} ${action[1]}` : '';
    let reply: { status: number; body: unknown } = { status: 200, body: { data: state } };
    if (answers[key]) {
      reply = answers[key];
      if (answers[key].next) state = answers[key].next as CampaignDetail;
    } else if (key === 'DELETE items') {
      state = { ...state, items: state.items.filter((i) => i.id !== Number(action?.[2])), itemCount: state.itemCount - 1 };
      reply = { status: 200, body: { data: null } };
    }
    return { status: reply.status, text: async () => JSON.stringify(reply.body) } as unknown as Response;
  };
  Object.defineProperty(globalThis, 'fetch', { value: fake, configurable: true, writable: true });
  return calls;
}

const renderPage = () => renderInApp(<Campaigns />, '/view/7');
const EDITOR = ['campaign.index', 'campaign.read', 'campaign.update', 'campaign.publish'];

beforeEach(() => setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' }));
afterEach(() => resetSessionForTest());

describe('the campaign page', () => {
  it('lists the items by module, each with its diff, who prepared it and its warnings', async () => {
    fakeServer(campaign());
    signInForTest({ permissions: EDITOR });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Derby day', level: 1 })).toBeInTheDocument();
    const hot = screen.getByRole('region', { name: 'Hot Banner' });
    const banner = within(hot).getByRole('article', { name: 'Update Derby banner' });
    const diff = within(banner).getByRole('table', { name: 'Changes of update' });
    expect(within(diff).getByRole('row', { name: /Title/ })).toHaveTextContent('TitleOld derbyDerby tonight');
    // Only what changes is a row of the diff.
    expect(within(diff).queryByRole('row', { name: /Is active/ })).not.toBeInTheDocument();
    expect(banner).toHaveTextContent('Prepared by Anna Nowak');
    const landing = within(screen.getByRole('region', { name: 'Landing Pages' })).getByRole('article', { name: 'Update landing page 20' });
    expect(within(landing).getByRole('alert', { name: 'Warnings of landing page 20' })).toHaveTextContent('changed since this item was prepared');
    expect(within(screen.getByRole('region', { name: 'Messages' })).getByRole('button', { name: 'Preview Derby message' })).toBeInTheDocument();
  });

  it('removes an item from a draft after asking', async () => {
    const calls = fakeServer(campaign());
    signInForTest({ permissions: EDITOR });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Update Derby banner' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Remove item' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Update Derby banner' })).not.toBeInTheDocument());
    expect(calls).toContainEqual({ method: 'DELETE', url: '/api/v1/campaigns/7/items/1' });
  });

  it('publishes after a confirmation that names the item count', async () => {
    const published = campaign({ status: 'published', publishedAt: '2026-11-25T12:00:00.000Z' });
    const calls = fakeServer(campaign(), { 'POST publish': { status: 200, body: { data: published, message: 'Campaign published' }, next: published } });
    signInForTest({ permissions: EDITOR });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Publish now' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish now' });
    expect(dialog).toHaveTextContent('Its 3 items are applied at once, all or none.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('button', { name: 'Roll back' })).toBeInTheDocument();
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', url: '/api/v1/campaigns/7/publish' }]);
    // Published: nothing can be removed any more.
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('shows a failed publish clearly: nothing applied, the server\'s reason, the failing item marked', async () => {
    const failure = { itemId: 2, message: 'Landing page 20: Partner is required!', errorMessages: { partner: ['Partner is required!'] } };
    const failed = campaign({ status: 'failed', failure });
    fakeServer(campaign(), { 'POST publish': { status: 409, body: { message: failure.message, errorMessages: failure.errorMessages }, next: failed } });
    signInForTest({ permissions: EDITOR });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Publish now' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Publish now' })).getByRole('button', { name: 'Yes' }));
    const alert = await screen.findByText('Publishing failed: nothing was applied');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Landing page 20: Partner is required!');
    expect(within(screen.getByRole('article', { name: 'Update landing page 20' })).getByText(failure.message)).toBeInTheDocument();
    // A failed campaign can be fixed and published again.
    expect(screen.getByRole('button', { name: 'Publish now' })).toBeEnabled();
  });

  it('rolls back after asking and shows per item what was restored and what was refused, with why', async () => {
    const published = campaign({ status: 'published', publishedAt: '2026-11-25T12:00:00.000Z' });
    const reason = 'The record was changed again after the campaign (version 5).';
    const rolledBack = campaign({
      status: 'rolled-back', publishedAt: published.publishedAt, rolledBackAt: '2026-11-25T13:00:00.000Z',
      items: ITEMS.map((i) => ({ ...i, rollback: i.id === 3 ? { status: 'refused' as const, reason } : { status: 'restored' as const } })),
    });
    fakeServer(published, { 'POST rollback': { status: 200, body: { data: { campaign: rolledBack, refused: [{ itemId: 3, reason }] } }, next: rolledBack } });
    signInForTest({ permissions: EDITOR });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Roll back' }));
    const dialog = screen.getByRole('dialog', { name: 'Roll back' });
    expect(dialog).toHaveTextContent('Its 3 items return to their state before it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Rolled back: 2 restored, 1 refused (see the items below).')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('article', { name: 'Update Derby message' })).getByText(`Not rolled back: ${reason}`)).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Update Derby banner' })).getByText('Restored to its state before the campaign.')).toBeInTheDocument();
  });

  it('is locked while scheduled: only Unschedule, no item changes', async () => {
    const scheduled = campaign({ status: 'scheduled', scheduledAt: '2026-12-14T18:00:00.000Z', scheduledBy: anna });
    const calls = fakeServer(scheduled, { 'POST unschedule': { status: 200, body: { data: campaign() }, next: campaign() } });
    signInForTest({ permissions: EDITOR });
    renderPage();
    expect(await screen.findByText('Locked while scheduled: unschedule it to add or remove items.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish now' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unschedule' }));
    expect(await screen.findByRole('button', { name: 'Publish now' })).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'POST', url: '/api/v1/campaigns/7/unschedule' });
  });

  it('offers a reader no action', async () => {
    fakeServer(campaign());
    signInForTest({ permissions: ['campaign.index', 'campaign.read'] });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Derby day', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Campaign actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });
});
