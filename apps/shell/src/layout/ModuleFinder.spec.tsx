import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { configureSidebarMenu } from '@backoffice/auth';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { installCatalogModules, modules } from '../test/catalog-modules';
import { AppLayout } from './AppLayout';
import { filterModules } from './module-filter';
import { recordRoute } from './record-routes';
import { ThemeProvider } from '@mui/material/styles';
import { adminTheme } from '@backoffice/ui';
import { installFakeApi, type FakeApi } from '../test/fake-api';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)), registerRemotes: jest.fn() }));
// userEvent types key by key through a whole layout: slow on a shared machine.
jest.setTimeout(20_000);

let api: FakeApi;
beforeAll(() => {
  installCatalogModules();
  configureSidebarMenu(modules);
});
beforeEach(() => {
  api = installFakeApi();
  api.on('GET schedule/find', { status: 200, body: { data: { items: [] } } });
});
afterEach(() => {
  resetSessionForTest();
  localStorage.clear();
});

function Screen() {
  const { pathname } = useLocation();
  return (
    <>
      <h1>Screen</h1>
      <p data-testid="where">{pathname}</p>
      <button type="button">Somewhere</button>
    </>
  );
}

function renderLayout(path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      {/* The app's theme: its defaults (full-width fields) shape the dialog. */}
      <ThemeProvider theme={adminTheme}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<AppLayout />}>
              <Route path="*" element={<Screen />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

const menuLabels = () => within(screen.getByRole('navigation', { name: 'Main menu' })).getAllByRole('link').map((l) => l.textContent);

describe('filterModules', () => {
  const entries = [{ label: 'Hot Banner' }, { label: 'Banners' }, { label: 'Special Categories' }, { label: 'Źródła' }];
  it('keeps the given order, ignores case and diacritics, and needs every word', () => {
    expect(filterModules(entries, 'BAN').map((e) => e.label)).toEqual(['Hot Banner', 'Banners']);
    expect(filterModules(entries, 'zrodla').map((e) => e.label)).toEqual(['Źródła']);
    expect(filterModules(entries, 'hot ban').map((e) => e.label)).toEqual(['Hot Banner']);
    expect(filterModules(entries, '  ')).toHaveLength(4);
  });
});

describe('side menu filter', () => {
  it('filters the entries by label as one types, in the spec order, and Escape clears it', async () => {
    const user = userEvent.setup();
    signInForTest({ allPermissions: true });
    renderLayout();
    const all = menuLabels();
    // Every module, and the shell's own Modules screen a super admin has.
    expect(all).toHaveLength(modules.length + 1);
    expect(all.at(-1)).toBe('Modules');
    const box = screen.getByRole('searchbox', { name: 'Filter menu' });
    await user.type(box, 'banner');
    const filtered = menuLabels();
    expect(filtered.length).toBeGreaterThan(1);
    expect(filtered.every((label) => /banner/i.test(label ?? ''))).toBe(true);
    expect(filtered).toEqual(all.filter((label) => filtered.includes(label)));
    await user.type(box, 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No module matches');
    expect(screen.queryByText('App Setting')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(menuLabels()).toEqual(all);
  });
});

describe('module finder (Ctrl+K / ⌘K)', () => {
  it('opens over the modules the user may open, moves with the arrows, opens with Enter', async () => {
    const user = userEvent.setup();
    signInForTest({ permissions: ['landing.index', 'hotbanners.index'] });
    renderLayout();
    // Read before opening: a modal hides the rest of the page from the accessibility tree.
    const visible = menuLabels();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Find a module' });
    const box = within(dialog).getByRole('combobox', { name: 'Module name' });
    expect(box).toHaveFocus();
    // The box fits inside the dialog's side margins (a full-width box plus margins overflowed it).
    const field = box.closest('.MuiFormControl-root')!;
    expect(getComputedStyle(field).width).not.toBe('100%');
    expect(getComputedStyle(field).marginLeft).toBe(getComputedStyle(field).marginRight);
    const options = within(dialog).getAllByRole('option').map((o) => o.textContent);
    // Only what the menu shows this user: two guarded modules plus the signed-in-only ones.
    expect(options.map((o) => visible.find((label) => o?.startsWith(label ?? '')))).toEqual(visible);
    expect(options.some((o) => o?.startsWith('Hot Banner'))).toBe(true);
    expect(options.some((o) => o?.startsWith('Banners'))).toBe(false);

    await user.type(box, 'a');
    const first = within(dialog).getAllByRole('option')[0];
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{ArrowDown}');
    const second = within(dialog).getAllByRole('option')[1];
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    const options2 = within(dialog).getAllByRole('option');
    expect(options2[options2.length - 1]).toHaveAttribute('aria-selected', 'true');

    await user.clear(box);
    await user.type(box, 'hot');
    expect(within(dialog).getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('where')).toHaveTextContent('/hotbanner');
  });

  it('opens with ⌘K too, closes with Escape and gives focus back where it was', async () => {
    const user = userEvent.setup();
    signInForTest({ allPermissions: true });
    renderLayout();
    const somewhere = screen.getByRole('button', { name: 'Somewhere' });
    somewhere.focus();
    await user.keyboard('{Meta>}k{/Meta}');
    const dialog = await screen.findByRole('dialog', { name: 'Find a module' });
    expect(within(dialog).getAllByRole('option')).toHaveLength(modules.length);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(somewhere).toHaveFocus();
    expect(screen.getByTestId('where')).toHaveTextContent('/');
  });
});

describe('module finder over the records’ names', () => {
  const found = (module: string, label: string, key: string, name: string, moduleTotal = 1) => ({ module, label, key, name, moduleTotal });
  beforeEach(() => {
    api.on('GET schedule/find', {
      status: 200,
      body: {
        data: {
          items: [
            // Server order is by module name; the finder groups in the menu's order and drops what the menu does not offer.
            found('banners', 'Banners', '4', 'Mecz tygodnia'),
            found('hotbanner', 'Hot Banner', '3', 'Mecz dnia', 7),
            found('method-banners', 'Method Banners', '2', 'Mecz BLIK'),
            found('special-categories', 'Special Categories', '8', 'Mecz hokejowy'),
          ],
        },
      },
    });
  });
  const findCalls = () => api.calls.filter((c) => c.url.includes('schedule/find'));

  it('searches once typing pauses, groups the records under their modules, and opens one with the keyboard', async () => {
    const user = userEvent.setup();
    signInForTest({ permissions: ['hotbanners.index', 'hotbanners.read'] });
    renderLayout();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Find a module' });
    const box = within(dialog).getByRole('combobox', { name: 'Module name' });
    await user.type(box, 'mecz');
    expect(within(dialog).getByText('No module matches “mecz”.')).toBeInTheDocument();
    const hot = await within(dialog).findByRole('group', { name: 'Hot Banner (1 of 7)' });
    // One request for the whole word, none per keystroke.
    expect(findCalls().map((c) => c.url)).toEqual([expect.stringContaining('schedule/find?q=mecz')]);
    const groups = within(within(dialog).getByRole('listbox')).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual(['Hot Banner (1 of 7)', 'Special Categories']);
    const first = within(hot).getByRole('option', { name: /Mecz dnia/ });
    expect(first).toHaveAttribute('aria-selected', 'true');
    // Read only: the hot banner opens on its view screen.
    expect(first).toHaveTextContent('/hotbanner/view/3');
    await user.keyboard('{ArrowDown}');
    const hockey = within(dialog).getByRole('option', { name: /Mecz hokejowy/ });
    expect(hockey).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', hockey.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('where')).toHaveTextContent('/special-categories/edit/8');
  });

  it('lists the matching modules first, asks nothing for one character, and Escape closes', async () => {
    const user = userEvent.setup();
    signInForTest({ allPermissions: true });
    renderLayout();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Find a module' });
    const box = within(dialog).getByRole('combobox', { name: 'Module name' });
    await user.type(box, 'b');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(findCalls()).toHaveLength(0);
    await user.clear(box);
    await user.type(box, 'banner');
    await within(dialog).findByRole('group', { name: 'Hot Banner (1 of 7)' });
    const options = within(dialog).getAllByRole('option');
    expect(within(within(dialog).getByRole('group', { name: 'Modules' })).getAllByRole('option').length).toBeGreaterThan(1);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('option', { name: /Mecz dnia/ })).toHaveTextContent('/hotbanner/edit/3');
    await user.keyboard('{ArrowUp}');
    expect(options[options.length - 1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('where')).toHaveTextContent('/');
  });
});

describe('recordRoute', () => {
  it('opens the edit screen for who may update, the read-only one for who may read, else the list', () => {
    signInForTest({ permissions: ['hotbanners.index', 'hotbanners.update', 'mybet.update'] });
    expect(recordRoute('hotbanner', '3')).toBe('/hotbanner/edit/3');
    expect(recordRoute('special-categories', '8')).toBe('/special-categories/edit/8');
    expect(recordRoute('mybet', '5')).toBe('/mybet/5');
    resetSessionForTest();
    signInForTest({ permissions: ['hotbanners.index', 'hotbanners.read', 'apptranslation.read', 'sportEventImage.read'] });
    expect(recordRoute('hotbanner', '3')).toBe('/hotbanner/view/3');
    expect(recordRoute('translation', '9')).toBe('/translation/view/9');
    expect(recordRoute('banners', '4')).toBe('/banners');
    // A sport event image opens on its one screen, not on the list.
    expect(recordRoute('sport-event-image', '1')).toBe('/sport-event-image/update/1');
    resetSessionForTest();
    signInForTest({ permissions: ['hotbanners.index'] });
    expect(recordRoute('sport-event-image', '1')).toBe('/sport-event-image');
  });
});
