import { configure, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { configureSidebarMenu } from '@backoffice/auth';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { modules } from '../modules';
import { installFakeApi, type FakeApi } from '../test/fake-api';
import { HomePage } from './HomePage';
import { dateTime } from './ScheduleSections';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)), registerRemotes: jest.fn() }));
configure({ asyncUtilTimeout: 5_000 });

const item = (module: string, label: string, id: number, name: string, startsAt: string | null, endsAt: string | null) => ({ module, label, id, name, startsAt, endsAt });
const schedule = {
  now: '2026-05-01T12:00:00.000Z',
  days: 7,
  live: { items: [item('hotbanner', 'Hot Banner', 3, 'Mecz dnia', '2026-04-30T12:00:00.000Z', '2026-05-02T12:00:00.000Z'), item('special-categories', 'Special Categories', 8, 'Hokej', null, null)], total: 2 },
  starting: { items: [item('placements', 'Placements', 5, 'Baner wiosenny', '2026-05-04T08:00:00.000Z', null)], total: 1 },
  ending: { items: [], total: 0 },
};
const historyPage = {
  items: [{ id: 'h9', at: '2026-05-01T11:00:00.000Z', userId: 1, userEmail: 'admin@example.com', module: 'special-categories', recordId: '8', action: 'update', version: 2, changes: [], detail: {} }],
  total: 1,
  page: 1,
  pageSize: 10,
};

let api: FakeApi;
beforeAll(() => configureSidebarMenu(modules));
beforeEach(() => {
  api = installFakeApi();
  api.on('GET schedule', { status: 200, body: { data: schedule } });
  api.on('GET history', { status: 200, body: { data: historyPage } });
});
afterEach(() => resetSessionForTest());

function renderHome() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it('shows what is live, starting and ending, each row linking to its record', async () => {
  signInForTest({ allPermissions: true });
  renderHome();
  const live = await screen.findByRole('region', { name: 'Live now' });
  const rows = await within(live).findAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(within(rows[1]).getByText('Hot Banner')).toBeInTheDocument();
  expect(within(rows[1]).getByRole('link', { name: 'Mecz dnia' })).toHaveAttribute('href', '/hotbanner/edit/3');
  expect(rows[1]).toHaveTextContent(dateTime('2026-04-30T12:00:00.000Z'));
  expect(rows[1]).toHaveTextContent(dateTime('2026-05-02T12:00:00.000Z'));
  expect(within(rows[2]).getAllByText('—')).toHaveLength(2);
  const starting = screen.getByRole('region', { name: 'Starting in the next 7 days' });
  expect(within(starting).getByRole('link', { name: 'Baner wiosenny' })).toHaveAttribute('href', '/placements/edit/5');
  expect(within(screen.getByRole('region', { name: 'Ending in the next 7 days' })).getByText('Nothing ends in the next 7 days.')).toBeInTheDocument();
});

it('shows recent changes to holders of history.index, linked to the record', async () => {
  signInForTest({ allPermissions: true });
  renderHome();
  const recent = await screen.findByRole('region', { name: 'Recent changes' });
  const link = await within(recent).findByRole('link', { name: '#8' });
  expect(link).toHaveAttribute('href', '/special-categories/edit/8');
  expect(within(recent).getByText('admin@example.com')).toBeInTheDocument();
  expect(within(recent).getByText('Special Categories')).toBeInTheDocument();
});

it('hides recent changes, and never asks for them, without history.index', async () => {
  signInForTest({ permissions: ['landing.index'] });
  renderHome();
  await screen.findByRole('link', { name: 'Mecz dnia' });
  expect(screen.queryByRole('region', { name: 'Recent changes' })).not.toBeInTheDocument();
  expect(api.calls.some((c) => c.url.includes('history'))).toBe(false);
});

it('says so when the schedule cannot be loaded', async () => {
  api.on('GET schedule', { status: 500, body: { message: 'Something went wrong' } });
  signInForTest({ allPermissions: true });
  renderHome();
  expect(await within(screen.getByRole('region', { name: 'Live now' })).findByText('The schedule could not be loaded.')).toBeInTheDocument();
});

it('keeps a card per module below, naming it and showing its path, App Setting ones alike', () => {
  signInForTest({ allPermissions: true });
  renderHome();
  const cards = within(screen.getByRole('region', { name: 'Quick access' })).getAllByRole('button');
  expect(cards).toHaveLength(modules.length);
  for (const m of modules) {
    const card = cards.find((c) => c.textContent?.startsWith(m.label) && c.textContent.endsWith(m.path));
    expect(card).toBeDefined();
  }
  expect(screen.queryByText('App Setting')).not.toBeInTheDocument();
});
