import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setNotifier, setRuntimeConfig } from '@backoffice/api';
import CategoryImages from './index';
import { renderInApp } from '@backoffice/ui/testing';

jest.setTimeout(30_000);

const row = (id: number, status: string) => ({
  id, categoryId: 101, eventId: 5_501_200 + id, categoryName: 'Piłka nożna › Ekstraklasa',
  additionalData: { backgroundURL: '/files/category-images/tlo.png', eventName: `Mecz ${id}`, disableNoFollow: id === 2 },
  isActive: status === 'active', status, version: 1, createdAt: '', updatedAt: '',
});

function stub(items: unknown[]) {
  const calls: { url: string; at: number }[] = [];
  const fake = async (url: string) => {
    calls.push({ url, at: Date.now() });
    const lookup = /\/category\/(\d+)$/.exec(url);
    if (lookup) {
      const known = lookup[1] === '104';
      const body = known ? { data: { categoryId: 104, categoryName: 'Piłka nożna › Premier League' } } : { message: 'Category not found' };
      return { status: known ? 200 : 404, text: async () => JSON.stringify(body) } as unknown as Response;
    }
    return { status: 200, text: async () => JSON.stringify({ data: { items, total: items.length, page: 1, pageSize: 10 } }) } as unknown as Response;
  };
  Object.defineProperty(globalThis, 'fetch', { value: fake, configurable: true, writable: true });
  return calls;
}

const renderAt = (path: string) => renderInApp(<CategoryImages />, path);

const notices: string[] = [];
beforeEach(() => {
  setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' });
  setNotifier({ success: (text: string) => notices.push(text), error: (text: string) => notices.push(text) });
  notices.length = 0;
  signInForTest({ permissions: [] });
});
afterEach(() => resetSessionForTest());

describe('category images', () => {
  it('lists with 120x60 thumbnails, the columns, tabs Active / In-Active and icons', async () => {
    const calls = stub([row(1, 'active'), row(2, 'active')]);
    renderAt('/');
    expect(await screen.findByText('Mecz 1')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No.', 'Background', 'Category id', 'Category name', 'Event id', 'Event name', 'Nofollow', 'Status', 'Actions']);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Active', 'In-Active']);
    expect(calls[0].url).toBe('/api/v1/events-categories?status=active&sort=categoryId&order=asc&page=1&pageSize=10');
    const first = screen.getByRole('row', { name: /Mecz 1/ });
    const thumb = within(first).getByRole('img', { name: 'Background 5501201' });
    expect([thumb.getAttribute('width'), thumb.getAttribute('height')]).toEqual(['120', '60']);
    expect(within(first).getByRole('link', { name: 'View 5501201 Mecz 1' })).toHaveAttribute('href', '/preview/1');
    expect(within(first).getByRole('link', { name: 'Edit 5501201 Mecz 1' })).toHaveAttribute('href', '/edit/1');
    expect(within(first).getByRole('button', { name: 'Delete 5501201 Mecz 1' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Mecz 2/ })).getByText('Disabled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Category Image' })).toHaveAttribute('href', '/create');
  });

  it('says "No category image entries found" on an empty tab', async () => {
    stub([]);
    renderAt('/');
    await userEvent.click(await screen.findByRole('tab', { name: 'In-Active' }));
    expect(await screen.findByText('No category image entries found')).toBeInTheDocument();
  });

  it('shows the required messages of the form: category id and event id', async () => {
    stub([]);
    renderAt('/create');
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }, { timeout: 15_000 }));
    expect(await screen.findByText('Category id is required!')).toBeInTheDocument();
    expect(await screen.findByText('Event id is required!')).toBeInTheDocument();
  });

  it('looks the category name up 999 ms after typing stops, and ignores a failed lookup silently', async () => {
    const calls = stub([]);
    renderAt('/create');
    const id = await screen.findByLabelText(/^Category id/, {}, { timeout: 15_000 });
    // The wait counts from the last keystroke, not from when the typing helper returns (later on a loaded machine).
    let typedAt = 0;
    id.addEventListener('input', () => (typedAt = Date.now()));
    await userEvent.type(id, '99');
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/category/99'))).toBe(true), { timeout: 3000 });
    expect(calls.find((c) => c.url.endsWith('/category/99'))!.at - typedAt).toBeGreaterThanOrEqual(950);
    expect(calls.some((c) => c.url.endsWith('/category/9'))).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByLabelText(/^Category name/)).toHaveValue('');
    expect(notices).toEqual([]);

    await userEvent.clear(id);
    await userEvent.type(id, '104');
    await waitFor(() => expect(screen.getByLabelText(/^Category name/)).toHaveValue('Piłka nożna › Premier League'), { timeout: 3000 });
  });
});
