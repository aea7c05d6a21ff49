import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { configureSidebarMenu, useSession } from '@backoffice/auth';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { installCatalogModules, modules } from '../test/catalog-modules';
import { installFakeApi, type FakeApi } from '../test/fake-api';
import { HomePage } from './HomePage';
import { FIRST_ROWS, dateTime } from './ScheduleSections';
import { rememberModuleVisit } from './recent-modules';
import { addDays, dayEvent, startOfWeek } from './ScheduleWeek';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)), registerRemotes: jest.fn() }));
// The week journey clicks through a whole home page: slow on a shared machine.
jest.setTimeout(60_000);

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
beforeAll(() => {
  installCatalogModules();
  configureSidebarMenu(modules);
});
beforeEach(() => {
  api = installFakeApi();
  api.on('GET schedule', { status: 200, body: { data: schedule } });
  api.on('GET history', { status: 200, body: { data: historyPage } });
});
afterEach(() => {
  resetSessionForTest();
  localStorage.clear();
});

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

it('keeps each list\'s place while the schedule loads, so nothing below jumps when the rows arrive', async () => {
  signInForTest({ allPermissions: true });
  renderHome();
  for (const name of ['Live now', 'Starting in the next 7 days', 'Ending in the next 7 days']) {
    const region = screen.getByRole('region', { name });
    // The table's head and its first rows as placeholders, hidden from screen readers; the text says it loads.
    expect(region.querySelectorAll('table[aria-hidden] tbody tr')).toHaveLength(FIRST_ROWS);
    expect(within(region).getByText('Loading…')).toBeInTheDocument();
  }
  await screen.findByRole('link', { name: 'Mecz dnia' });
  expect(document.querySelector('table[aria-hidden]')).toBeNull();
});

it('says so when the schedule cannot be loaded', async () => {
  api.on('GET schedule', { status: 500, body: { message: 'Something went wrong' } });
  signInForTest({ allPermissions: true });
  renderHome();
  expect(await within(screen.getByRole('region', { name: 'Live now' })).findByText('The schedule could not be loaded.')).toBeInTheDocument();
});

it('shows cards only for the modules the user opened last, newest first, and none before the first visit', () => {
  signInForTest({ allPermissions: true });
  const { unmount } = renderHome();
  expect(screen.queryByRole('region', { name: 'Quick access' })).not.toBeInTheDocument();
  unmount();
  const userId = useSession.getState().user!.id;
  rememberModuleVisit(userId, '/hotbanner');
  rememberModuleVisit(userId, '/editable-seo-desc/edit/4');
  rememberModuleVisit(userId, '/profile');
  renderHome();
  const cards = within(screen.getByRole('region', { name: 'Quick access' })).getAllByRole('button');
  expect(cards.map((c) => c.textContent)).toEqual(['Editable SEO Desc/editable-seo-desc', 'Hot Banner/hotbanner']);
});

it('keeps no card of a module the user may no longer open', () => {
  signInForTest({ permissions: ['landing.index'] });
  const userId = useSession.getState().user!.id;
  rememberModuleVisit(userId, '/hotbanner');
  renderHome();
  expect(screen.queryByRole('region', { name: 'Quick access' })).not.toBeInTheDocument();
});

it(`shows the first ${FIRST_ROWS} rows of a list, the rest on "Show all"`, async () => {
  const many = Array.from({ length: 12 }, (_, i) => item('banners', 'Banners', i + 1, `Baner ${i + 1}`, null, null));
  api.on('GET schedule', { status: 200, body: { data: { ...schedule, live: { items: many, total: 30 } } } });
  signInForTest({ allPermissions: true });
  renderHome();
  const live = await screen.findByRole('region', { name: 'Live now' });
  expect(await within(live).findAllByRole('row')).toHaveLength(FIRST_ROWS + 1);
  expect(live).toHaveTextContent(`${FIRST_ROWS} of 30 shown, soonest first.`);
  await userEvent.click(within(live).getByRole('button', { name: 'Show all of Live now' }));
  expect(within(live).getAllByRole('row')).toHaveLength(13);
  expect(live).toHaveTextContent('12 of 30 shown, soonest first.');
  await userEvent.click(within(live).getByRole('button', { name: 'Show fewer of Live now' }));
  expect(within(live).getAllByRole('row')).toHaveLength(FIRST_ROWS + 1);
  // A short list has nothing more to show.
  expect(within(screen.getByRole('region', { name: 'Starting in the next 7 days' })).queryByRole('button')).not.toBeInTheDocument();
});

describe('week view', () => {
  // Friday 1 May 2026, noon in the browser's zone; only Date is fake, so React Query's timers run.
  const now = new Date(2026, 4, 1, 12, 0);
  const local = (month: number, day: number, hour: number) => new Date(2026, month, day, hour, 0).toISOString();
  beforeEach(() => {
    jest.useFakeTimers({ now, doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick', 'hrtime', 'performance', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback'] });
    api.on('GET schedule', {
      status: 200,
      body: {
        data: {
          ...schedule,
          week: {
            items: [item('hotbanner', 'Hot Banner', 3, 'Mecz dnia', local(3, 29, 10), local(4, 2, 18)), item('placements', 'Placements', 5, 'Baner wiosenny', null, local(3, 27, 8))],
            total: 2,
          },
        },
      },
    });
  });
  afterEach(() => jest.useRealTimers());

  it('places the Polish week’s days and helpers on local midnights, Monday first', () => {
    expect(startOfWeek(now)).toEqual(new Date(2026, 3, 27));
    expect(startOfWeek(new Date(2026, 4, 3, 23, 59))).toEqual(new Date(2026, 3, 27));
    expect(startOfWeek(new Date(2026, 4, 4, 0, 0))).toEqual(new Date(2026, 4, 4));
    expect(addDays(new Date(2026, 2, 28), 2)).toEqual(new Date(2026, 2, 30));
    const wed = new Date(2026, 3, 29);
    expect(dayEvent({ startsAt: local(3, 29, 10), endsAt: null }, wed, addDays(wed, 1))).toEqual({ starts: new Date(local(3, 29, 10)) });
    expect(dayEvent({ startsAt: local(3, 30, 0), endsAt: null }, wed, addDays(wed, 1))).toBeUndefined();
    expect(dayEvent({ startsAt: null, endsAt: local(3, 28, 23) }, wed, addDays(wed, 1))).toBeUndefined();
    expect(dayEvent({ startsAt: null, endsAt: null }, wed, addDays(wed, 1))).toEqual({});
  });

  it('shows a day\'s starts and ends before what runs all week, and opens "+N more"', async () => {
    const allWeek = Array.from({ length: 9 }, (_, i) => item('banners', 'Banners', 100 + i, `Baner ${i + 1}`, local(3, 1, 0), local(5, 1, 0)));
    api.on('GET schedule', { status: 200, body: { data: { ...schedule, week: { items: [...allWeek, item('hotbanner', 'Hot Banner', 3, 'Mecz dnia', local(3, 29, 10), null)], total: 10 } } } });
    const user = userEvent.setup({ advanceTimers: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) });
    signInForTest({ allPermissions: true });
    renderHome();
    await screen.findByRole('region', { name: 'Live now' });
    await user.click(screen.getByRole('button', { name: 'Week' }));
    const wednesday = await screen.findByRole('region', { name: 'Wednesday 29.04' });
    await waitFor(() => expect(within(wednesday).getAllByRole('link')[0]).toHaveAccessibleName('Mecz dnia (Hot Banner), starts 10:00'));
    expect(within(wednesday).getAllByRole('link')).toHaveLength(8);
    await user.click(within(wednesday).getByRole('button', { name: 'Show 2 more on Wednesday 29.04' }));
    expect(within(wednesday).getAllByRole('link')).toHaveLength(10);
    expect(within(wednesday).getByRole('button', { name: 'Show fewer on Wednesday 29.04' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('switches from the lists to the week, remembers it, and pages through weeks', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) });
    signInForTest({ allPermissions: true });
    const first = renderHome();
    await screen.findByRole('region', { name: 'Live now' });
    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('region', { name: 'Live now' })).not.toBeInTheDocument();

    const week = await screen.findByRole('region', { name: 'Week' });
    expect(within(week).getByRole('heading', { name: 'Week 27.04 – 03.05.2026' })).toBeInTheDocument();
    const days = within(week).getAllByRole('region');
    expect(days.map((d) => d.querySelector('h3')?.textContent)).toEqual(['Monday 27.04', 'Tuesday 28.04', 'Wednesday 29.04', 'Thursday 30.04', 'Friday 01.05 (today)', 'Saturday 02.05', 'Sunday 03.05']);
    // The window asked for: Monday 00:00 to the next Monday 00:00, in the browser's zone.
    const asked = api.calls.map((c) => c.url).find((url) => url.includes('from='))!;
    expect(new URL(asked, 'http://x').searchParams.get('from')).toBe(new Date(2026, 3, 27).toISOString());
    expect(new URL(asked, 'http://x').searchParams.get('till')).toBe(new Date(2026, 4, 4).toISOString());

    const chipsOf = (i: number) => within(days[i]).queryAllByRole('link').map((l) => l.getAttribute('aria-label'));
    await waitFor(() => expect(chipsOf(2)).toEqual(['Mecz dnia (Hot Banner), starts 10:00']));
    expect(chipsOf(0)).toEqual(['Baner wiosenny (Placements), ends 08:00']);
    expect(chipsOf(1)).toEqual([]);
    expect(within(days[1]).getByText('Nothing scheduled.')).toBeInTheDocument();
    expect(chipsOf(3)).toEqual(['Mecz dnia (Hot Banner), live']);
    expect(chipsOf(4)).toEqual(['Mecz dnia (Hot Banner), live']);
    expect(chipsOf(5)).toEqual(['Mecz dnia (Hot Banner), ends 18:00']);
    expect(chipsOf(6)).toEqual([]);
    expect(within(days[2]).getByRole('link')).toHaveAttribute('href', '/hotbanner/edit/3');

    await user.click(within(week).getByRole('button', { name: 'Next week' }));
    expect(within(week).getByRole('heading', { name: 'Week 04.05 – 10.05.2026' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls.some((c) => c.url.includes(`from=${encodeURIComponent(new Date(2026, 4, 4).toISOString())}`))).toBe(true));
    await user.click(within(week).getByRole('button', { name: 'Previous week' }));
    await user.click(within(week).getByRole('button', { name: 'Previous week' }));
    expect(within(week).getByRole('heading', { name: 'Week 20.04 – 26.04.2026' })).toBeInTheDocument();
    await user.click(within(week).getByRole('button', { name: 'This week' }));
    expect(within(week).getByRole('heading', { name: 'Week 27.04 – 03.05.2026' })).toBeInTheDocument();
    expect(within(week).getByRole('button', { name: 'This week' })).toBeDisabled();

    // Remembered: the next visit opens on the week.
    first.unmount();
    renderHome();
    expect(await screen.findByRole('region', { name: 'Week' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Live now' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(await screen.findByRole('region', { name: 'Live now' })).toBeInTheDocument();
    expect(localStorage.getItem('backoffice.scheduleView')).toBe('list');
  });
});
