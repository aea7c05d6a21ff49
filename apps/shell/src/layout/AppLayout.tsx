import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { Outlet } from 'react-router';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { useSidebarOpen } from './sidebar-preference';

const DRAWER_WIDTH = 260;
const SIDEBAR_ID = 'main-sidebar';

/** The signed-in frame: top bar, the side menu (toggle remembered), and the current screen. */
export function AppLayout() {
  const [open, toggle] = useSidebarOpen();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar sidebarOpen={open} onToggleSidebar={toggle} sidebarId={SIDEBAR_ID} />
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
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, bgcolor: 'background.default' }}>
        <Toolbar variant="dense" />
        <Outlet />
      </Box>
    </Box>
  );
}
