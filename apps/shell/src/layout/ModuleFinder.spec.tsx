import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { configureSidebarMenu } from '@backoffice/auth';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { modules } from '../modules';
import { AppLayout } from './AppLayout';
import { filterModules } from './module-filter';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)), registerRemotes: jest.fn() }));
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => configureSidebarMenu(modules));
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
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="*" element={<Screen />} />
        </Route>
      </Routes>
    </MemoryRouter>,
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
    expect(all).toHaveLength(modules.length);
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
