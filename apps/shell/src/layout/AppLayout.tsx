import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Outlet, useLocation } from 'react-router';
import { ModuleFinder, useFinderShortcut } from './ModuleFinder';
import { OverrideNotice } from './OverrideNotice';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { useSidebarOpen } from './sidebar-preference';

const DRAWER_WIDTH = 260;
const SIDEBAR_ID = 'main-sidebar';
const MAIN_ID = 'main-content';

/**
 * The signed-in frame: top bar, the side menu and the current screen. From `md` up the menu sits beside the
 * screen (toggle remembered); below it, the menu is a temporary drawer over the screen, closed by default and
 * closed again after each navigation, so a phone gets the full width. Ctrl+K / ⌘K opens the module finder.
 * By keyboard: "Skip to content" is the first Tab stop, and after a navigation the focus moves to the screen
 * (its heading once shown), not left in the menu.
 */
export function AppLayout() {
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const [pinned, togglePinned] = useSidebarOpen();
  const [overlayOpen, setOverlayOpen] = useOverlayMenu();
  const open = wide ? pinned : overlayOpen;
  const toggle = wide ? togglePinned : () => setOverlayOpen(!overlayOpen);
  const [finderOpen, setFinderOpen] = useFinderShortcut();
  const main = useFocusScreenOnNavigation();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box component="a" href={`#${MAIN_ID}`} onClick={(event) => { event.preventDefault(); focusScreen(main.current); }} sx={SKIP_LINK_SX}>
        Skip to content
      </Box>
      <TopBar sidebarOpen={open} onToggleSidebar={toggle} sidebarId={SIDEBAR_ID} />
      {wide ? (
        <Drawer
          id={SIDEBAR_ID}
          variant="persistent"
          open={open}
          sx={{
            width: open ? DRAWER_WIDTH : 0,
            flexShrink: 0,
            transition: (theme) => theme.transitions.create('width'),
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
          }}
        >
          <Toolbar variant="dense" />
          <SideMenu />
        </Drawer>
      ) : (
        <Drawer
          id={SIDEBAR_ID}
          variant="temporary"
          open={open}
          onClose={() => setOverlayOpen(false)}
          sx={{ '& .MuiDrawer-paper': { width: Math.min(DRAWER_WIDTH, 300), boxSizing: 'border-box' } }}
        >
          <SideMenu />
        </Drawer>
      )}
      <Box component="main" id={MAIN_ID} ref={main} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, bgcolor: 'background.default', outline: 'none', '& h1[tabindex="-1"]:focus': { outline: 'none' } }}>
        <Toolbar variant="dense" />
        {/* Page margins for every screen: titles off the menu, buttons off the window's edge and the top bar. */}
        <Box sx={(theme) => ({ padding: theme.spacing(2), [theme.breakpoints.up('md')]: { padding: theme.spacing(3) } })}>
          <OverrideNotice />
          <Outlet />
        </Box>
      </Box>
      <ModuleFinder open={finderOpen} onClose={() => setFinderOpen(false)} />
    </Box>
  );
}

/** Hidden until focused, then shown over the top bar's corner. */
const SKIP_LINK_SX = {
  position: 'fixed', top: 8, left: 8, zIndex: 'tooltip', px: 2, py: 1, borderRadius: 1, bgcolor: 'background.paper', color: 'primary.main',
  fontWeight: 500, boxShadow: 3, transform: 'translateY(-200%)', '&:focus': { transform: 'none', outline: '3px solid', outlineColor: 'primary.main' },
} as const;

/** The screen's first heading when it has one (read out by screen readers), else the main region itself. */
function focusScreen(main: HTMLElement | null) {
  if (!main) return;
  const heading = main.querySelector<HTMLElement>('h1');
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  } else {
    main.focus({ preventScroll: true });
  }
}

/**
 * After a navigation (not the first screen), moves the focus into the new screen. A remote screen may show its
 * heading a moment later: the heading gets the focus when it appears, if the focus has not moved on since.
 */
function useFocusScreenOnNavigation() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const region = main.current;
    // A navigation from a dialog (the Ctrl+K finder) leaves the focus to the dialog, which gives it back on closing.
    if (!region || document.activeElement?.closest('[role="dialog"]')) return undefined;
    focusScreen(region);
    if (region.querySelector('h1')) return undefined;
    const observer = new MutationObserver(() => {
      // Only while the focus still rests on the screen itself: never take it from a dialog or a field.
      if (document.activeElement !== region && document.activeElement !== document.body) return observer.disconnect();
      if (region.querySelector('h1')) {
        observer.disconnect();
        focusScreen(region);
      }
    });
    observer.observe(region, { childList: true, subtree: true });
    const stop = window.setTimeout(() => observer.disconnect(), 10_000);
    return () => {
      observer.disconnect();
      window.clearTimeout(stop);
    };
  }, [pathname]);
  return main;
}

/**
 * The phone menu: closed at first, and closed whenever the location changes (a menu link was followed). It is open only
 * at the address where it was opened; an effect closing it re-rendered the whole frame once more on every page load.
 */
function useOverlayMenu(): [boolean, (open: boolean) => void] {
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  return [openAt === pathname, (open) => setOpenAt(open ? pathname : null)];
}
