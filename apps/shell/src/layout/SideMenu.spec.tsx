// What a navigation costs the side menu: each entry renders again only when its own active state changes, so a
// list's tab switch or search (a new address on the same screen) renders no entry at all.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigationType, useNavigate, type NavigateFunction } from 'react-router';
import { configureSidebarMenu } from '@backoffice/auth';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { installCatalogModules, modules } from '../test/catalog-modules';
import { SideMenu } from './SideMenu';

/** Renders of each entry's button, by its path (counted by a wrapper around MUI's ListItemButton). */
const renders = new Map<string, number>();
jest.mock('@mui/material/ListItemButton', () => {
  const { forwardRef, createElement } = jest.requireActual<typeof import('react')>('react');
  const actual = jest.requireActual('@mui/material/ListItemButton');
  const Actual = actual.default;
  return {
    ...actual,
    __esModule: true,
    default: forwardRef(function Counted(props: { href?: string; to?: string }, ref) {
      const path = props.href ?? props.to;
      if (path) renders.set(path, (renders.get(path) ?? 0) + 1);
      return createElement(Actual, { ...props, ref });
    }),
  };
});
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)), registerRemotes: jest.fn() }));

beforeAll(() => {
  installCatalogModules();
  configureSidebarMenu(modules);
});
afterEach(() => resetSessionForTest());

/** The router as the test drives and reads it. */
const router = { navigate: (() => undefined) as NavigateFunction, pathname: '', action: '' };
function Probe() {
  router.navigate = useNavigate();
  router.pathname = useLocation().pathname;
  router.action = useNavigationType();
  return null;
}

function renderMenu(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SideMenu />
      <Probe />
    </MemoryRouter>,
  );
}

const menu = () => screen.getByRole('navigation', { name: 'Main menu' });
const total = () => [...renders.values()].reduce((sum, n) => sum + n, 0);

describe('SideMenu renders', () => {
  beforeEach(() => renders.clear());

  it('renders no entry for a new address on the same screen (a tab or a search), and only the two whose state changes for another screen', async () => {
    signInForTest({ allPermissions: true });
    renderMenu('/landing-pages?tab=published');
    const links = within(menu()).getAllByRole('link');
    expect(links.length).toBeGreaterThan(20);
    expect(within(menu()).getByRole('link', { name: 'Landing Pages' })).toHaveAttribute('aria-current', 'page');
    const first = total();
    expect(first).toBe(links.length);

    act(() => void router.navigate('/landing-pages?tab=draft'));
    act(() => void router.navigate('/landing-pages/edit/3'));
    expect(total()).toBe(first);

    act(() => void router.navigate('/files'));
    expect(total()).toBe(first + 2);
    expect(renders.get('/files')).toBe(2);
    expect(renders.get('/landing-pages')).toBe(2);
    expect(within(menu()).getByRole('link', { name: 'Files' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu()).getByRole('link', { name: 'Landing Pages' })).not.toHaveAttribute('aria-current');
  });

  it('follows a link by a plain click inside the app, and leaves a click with a modifier to the browser', async () => {
    const user = userEvent.setup();
    signInForTest({ permissions: ['landing.index', 'files.index'] });
    renderMenu('/landing-pages');
    const files = within(menu()).getByRole('link', { name: 'Files' });
    expect(files).toHaveAttribute('href', '/files');

    // (Seen where the browser would act on it; then stopped, as jsdom cannot open a page.)
    let leftToBrowser: boolean | undefined;
    document.addEventListener('click', (event) => { leftToBrowser = !event.defaultPrevented; event.preventDefault(); }, { once: true });
    act(() => void files.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })));
    expect(leftToBrowser).toBe(true);
    expect(router.pathname).toBe('/landing-pages');

    await user.click(files);
    expect(router.pathname).toBe('/files');
    expect(router.action).toBe('PUSH');
    await user.click(within(menu()).getByRole('link', { name: 'Files' }));
    expect(router.action).toBe('REPLACE');
  });
});
