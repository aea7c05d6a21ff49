import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { configureSidebarMenu } from '@backoffice/auth';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { installCatalogModules, modules } from '../test/catalog-modules';
import { setViewportWidth } from '../test/viewport';
import { AppLayout } from './AppLayout';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)), registerRemotes: jest.fn() }));

beforeAll(() => {
  installCatalogModules();
  configureSidebarMenu(modules);
});
afterEach(() => {
  setViewportWidth(1280);
  resetSessionForTest();
  localStorage.clear();
});

function renderLayout(path = '/landing-pages') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="*" element={<h1>Screen</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('AppLayout', () => {
  it('shows the welcome line, profile link and logout, and highlights the current module', () => {
    signInForTest({ user: { firstName: 'Ewa', lastName: 'Nowak' }, permissions: ['landing.index'] });
    renderLayout();
    expect(screen.getByText('Welcome Ewa Nowak')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Landing Pages' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Files' })).not.toHaveAttribute('aria-current');
  });

  it('remembers the sidebar toggle across reloads', async () => {
    const user = userEvent.setup();
    signInForTest();
    const { unmount } = renderLayout();
    const toggle = screen.getByRole('button', { name: 'Hide menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Show menu' })).toHaveAttribute('aria-expanded', 'false');
    unmount();
    renderLayout();
    expect(screen.getByRole('button', { name: 'Show menu' })).toBeInTheDocument();
  });

  it('on a phone, keeps the menu as a drawer over the screen: closed at first, closed again after a link is followed', async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    signInForTest({ permissions: ['landing.index'] });
    renderLayout('/');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('link', { name: 'Landing Pages' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Show menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts only list items in the menu lists', () => {
    signInForTest({ allPermissions: true });
    renderLayout();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    for (const list of within(menu).getAllByRole('list')) {
      for (const child of Array.from(list.children)) expect(child.tagName).toBe('LI');
    }
  });

  describe('by keyboard', () => {
    it('offers "Skip to content" as the first Tab stop, which lands on the screen\'s heading', async () => {
      const user = userEvent.setup();
      signInForTest({ permissions: ['landing.index'] });
      renderLayout();
      await user.tab();
      const skip = screen.getByRole('link', { name: 'Skip to content' });
      expect(skip).toHaveFocus();
      expect(skip).toHaveAttribute('href', '#main-content');
      await user.keyboard('{Enter}');
      expect(screen.getByRole('heading', { name: 'Screen' })).toHaveFocus();
    });

    it('moves the focus from the menu to the new screen after following a menu link', async () => {
      const user = userEvent.setup();
      signInForTest({ permissions: ['landing.index', 'files.index'] });
      renderLayout('/landing-pages');
      const files = screen.getByRole('link', { name: 'Files' });
      files.focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.getByRole('link', { name: 'Files' })).toHaveAttribute('aria-current', 'page'));
      expect(screen.getByRole('heading', { name: 'Screen' })).toHaveFocus();
      expect(screen.getByRole('main')).toContainElement(document.activeElement as HTMLElement);
    });

    it('keeps page margins around every screen, off the menu and the window edge', () => {
      signInForTest();
      renderLayout();
      const page = screen.getByRole('heading', { name: 'Screen' }).parentElement!;
      expect(getComputedStyle(page).paddingLeft).toBe('16px');
      expect(getComputedStyle(page).paddingRight).toBe('16px');
      expect(getComputedStyle(page).paddingTop).toBe('16px');
    });
  });
});
