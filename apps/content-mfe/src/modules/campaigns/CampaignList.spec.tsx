import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import Campaigns from './index';
import { renderInApp } from '@backoffice/ui/testing';

jest.setTimeout(30_000);

const derby = { id: 7, name: 'Derby day', status: 'draft', scheduledAt: null, publishedAt: null, rolledBackAt: null, failure: null, itemCount: 2, createdBy: { id: 2, name: 'Anna Nowak' }, scheduledBy: null, version: 1, createdAt: '', updatedAt: '' };

function fakeServer() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fake = async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const data =
      method === 'POST' ? { ...derby, id: 8, name: body.name, itemCount: 0 }
      : /campaigns\/8$/.test(url) ? { ...derby, id: 8, name: 'Launch', itemCount: 0, items: [] }
      : { items: [derby], total: 1, page: 1, pageSize: 10 };
    return { status: method === 'POST' ? 201 : 200, text: async () => JSON.stringify({ data }) } as unknown as Response;
  };
  Object.defineProperty(globalThis, 'fetch', { value: fake, configurable: true, writable: true });
  return calls;
}

beforeEach(() => setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' }));
afterEach(() => resetSessionForTest());

describe('the campaigns list', () => {
  it('has the tabs Draft / Scheduled / Published / All, and Create Campaign names one and opens its page', async () => {
    const calls = fakeServer();
    signInForTest({ permissions: ['campaign.index', 'campaign.read', 'campaign.create', 'campaign.delete'] });
    renderInApp(<Campaigns />, '/');
    const row = await screen.findByRole('row', { name: /Derby day/ });
    expect(row).toHaveTextContent('Anna Nowak');
    expect(within(row).getByRole('link', { name: 'View Derby day' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete Derby day' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Draft', 'Scheduled', 'Published', 'All']);
    expect(calls[0].url).toMatch(/campaigns\?.*status=draft/);

    await userEvent.click(screen.getByRole('link', { name: 'Create Campaign' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Launch');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { name: 'Launch', level: 1 })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Launch', scheduledAt: null });
  });

  it('offers a reader neither Create nor Delete', async () => {
    fakeServer();
    signInForTest({ permissions: ['campaign.index', 'campaign.read'] });
    renderInApp(<Campaigns />, '/');
    const row = await screen.findByRole('row', { name: /Derby day/ });
    expect(within(row).queryByRole('button', { name: 'Delete Derby day' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Campaign' })).not.toBeInTheDocument();
  });
});
