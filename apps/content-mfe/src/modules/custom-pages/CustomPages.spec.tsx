import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import { writePreviewDraft } from '@backoffice/ui';
import CustomPages from './index';
import CustomPagePreview from './preview';
import { listReply, mockModuleApi, renderInApp } from '@backoffice/ui/testing';

jest.setTimeout(60_000);

const page = (id: number, status: string, extra: object = {}) => ({
  id, title: `Strona ${id}`, slug: `strona-${id}`, pl_content: '<p>Treść</p>', en_content: null, uk_content: null, seoTitle: null, seoDescription: null,
  dateFrom: null, dateTill: null, isActive: status !== 'inactive', status, version: 1, createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-02T10:00:00.000Z', ...extra,
});

/** GET lists answer `items`, except a slug lookup, which finds the page of `taken` slugs. */
/** The pages; a list asked by slug (the slug's availability check) answers the pages with that slug. */
const stub = (items: ReturnType<typeof page>[]) =>
  mockModuleApi(items, {
    answer: (call) => {
      const slug = new URL(call.url, 'http://spec').searchParams.get('slug');
      return slug === null ? undefined : listReply(items.filter((p) => p.slug === slug));
    },
  });

const renderAt = (path: string, element = <CustomPages />) => renderInApp(element, path);

const ALL = ['custompage.index', 'custompage.read', 'custompage.create', 'custompage.update', 'custompage.delete'];

beforeEach(() => setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' }));
afterEach(() => resetSessionForTest());

describe('custom pages', () => {
  it('lists with tabs, columns and view / edit / clone / delete by permission', async () => {
    signInForTest({ permissions: ALL });
    const calls = stub([page(1, 'active')]);
    renderAt('/');
    const row = await screen.findByRole('row', { name: /Strona 1/ });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No.', 'Title', 'Slug', 'From Date', 'Till Date', 'Updated', 'Status', 'Actions']);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Active', 'In-Active', 'Expired', 'All']);
    expect(calls[0].url).toBe('/api/v1/custom-pages?status=active&sort=updatedAt&order=desc&page=1&pageSize=10');
    expect(within(row).getByText('/strona-1')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Clone Strona 1' })).toHaveAttribute('href', '/clone/1');
    expect(within(row).getByRole('link', { name: 'Edit Strona 1' })).toHaveAttribute('href', '/edit/1');
    expect(within(row).getByRole('button', { name: 'Delete Strona 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Custom Page' })).toHaveAttribute('href', '/add');
  });

  it('shows a viewer the list read-only', async () => {
    signInForTest({ permissions: ['custompage.index', 'custompage.read'] });
    stub([page(2, 'active')]);
    renderAt('/');
    const row = await screen.findByRole('row', { name: /Strona 2/ });
    expect(within(row).getByRole('link', { name: 'View Strona 2' })).toBeInTheDocument();
    for (const name of ['Edit Strona 2', 'Clone Strona 2']) expect(within(row).queryByRole('link', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Custom Page' })).not.toBeInTheDocument();
  });

  it('requires the title, the slug and the Polish content', async () => {
    signInForTest({ permissions: ALL });
    stub([]);
    renderAt('/add');
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }, { timeout: 15_000 }));
    for (const message of ['Title is required!', 'Slug is required!', 'Content is required!']) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'PL Polish' })).toHaveAccessibleDescription('required, empty, has errors');
  });

  it('suggests the slug from the title and says as typed when another page has it', async () => {
    signInForTest({ permissions: ALL });
    const calls = stub([page(7, 'inactive', { slug: 'o-nas' })]);
    renderAt('/add');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }, { timeout: 15_000 }), 'O nas');
    await userEvent.tab();
    const slug = screen.getByRole('textbox', { name: 'Slug' });
    expect(slug).toHaveValue('o-nas');
    expect(await screen.findByText('Another page already uses this slug', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/v1/custom-pages?status=all&slug=o-nas&page=1&pageSize=1');
    await userEvent.type(slug, '-firmy');
    await waitFor(() => expect(screen.queryByText('Another page already uses this slug')).not.toBeInTheDocument(), { timeout: 3000 });
  });

  it('starts a clone at a slug of its own', async () => {
    signInForTest({ permissions: ALL });
    stub([page(3, 'active', { slug: 'kontakt' })]);
    renderAt('/clone/3');
    expect(await screen.findByRole('textbox', { name: 'Slug' }, { timeout: 15_000 })).toHaveValue('kontakt-kopia');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Strona 3');
  });

  it('opens the preview with the unsaved values, shown as the site shows them without scripts', async () => {
    signInForTest({ permissions: ALL });
    stub([]);
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderAt('/add');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }, { timeout: 15_000 }), 'Kontakt');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/^\/custom-page\/preview\?draft=/), '_blank', 'noopener');

    const id = writePreviewDraft({ title: 'Kontakt', slug: 'kontakt', seoDescription: 'Napisz do nas', isActive: true, pl_content: '<p>Pisz<img src="x" onerror="alert(1)"><script>alert(2)</script></p>' });
    const { container } = renderAt(`/?draft=${id}`, <CustomPagePreview />);
    expect(await screen.findByRole('heading', { name: 'Kontakt', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Napisz do nas')).toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/onerror|<script/);
  });

  it('previews a saved page and says when the site would not show it', async () => {
    signInForTest({ permissions: ALL });
    stub([page(4, 'inactive', { isActive: false, title: 'Przerwa techniczna' })]);
    renderAt('/4', <CustomPagePreview />);
    expect(await screen.findByRole('heading', { name: 'Przerwa techniczna', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('This page is switched off: the site does not show it.')).toBeInTheDocument();
  });
});
