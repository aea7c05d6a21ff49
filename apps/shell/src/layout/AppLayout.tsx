import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Outlet, useLocation } from 'react-router';
import { ModuleFinder, useFinderShortcut } from './ModuleFinder';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { useSidebarOpen } from './sidebar-preference';

const DRAWER_WIDTH = 260;
const SIDEBAR_ID = 'main-sidebar';

/**
 * The signed-in frame: top bar, the side menu and the current screen. From `md` up the menu sits beside the
 * screen (toggle remembered); below it, the menu is a temporary drawer over the screen, closed by default and
 * closed again after each navigation, so a phone gets the full width. Ctrl+K / ⌘K opens the module finder.
 */
export function AppLayout() {
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const [pinned, togglePinned] = useSidebarOpen();
  const [overlayOpen, setOverlayOpen] = useOverlayMenu();
  const open = wide ? pinned : overlayOpen;
  const toggle = wide ? togglePinned : () => setOverlayOpen(!overlayOpen);
  const [finderOpen, setFinderOpen] = useFinderShortcut();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
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
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, bgcolor: 'background.default' }}>
        <Toolbar variant="dense" />
        <Outlet />
      </Box>
      <ModuleFinder open={finderOpen} onClose={() => setFinderOpen(false)} />
    </Box>
  );
}

/** The phone menu: closed at first, and closed whenever the location changes (a menu link was followed). */
function useOverlayMenu(): [boolean, (open: boolean) => void] {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [pathname]);
  return [open, setOpen];
}
