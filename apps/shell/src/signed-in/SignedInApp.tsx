import { lazy, Suspense, useEffect, useRef } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { queryClient, startLiveFeed } from '@backoffice/api/query';
import { RequireAccess, onSignOut, refreshProfile, useSession } from '@backoffice/auth';
import { AppProviders } from '@backoffice/ui/providers';
import { AppLayout } from '../layout/AppLayout';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ProfilePage } from '../pages/profile/ProfilePage';
import { menuModules } from './menu-modules';
import { RemoteRoute } from '../federation/RemoteRoute';
import { prefetchRemotesWhenIdle } from './warm-remotes';
import { forgetLiveTable, liveTableRead, refreshLiveRemotes } from '../federation/live-remotes';
import { useModuleTable } from '../federation/module-table';
import { rememberModuleVisit } from '../pages/recent-modules';
import { useScreenTitle } from '../layout/screen-title';
import { setUpSignedIn } from './signed-in-setup';
import { StyleWarmup } from './StyleWarmup';

// Once, as this chunk loads: the remotes, the module table for the menu and the tab titles (not loaded at /login).
setUpSignedIn();

// App Setting › Modules: the shell's own screen (it must work when a remote does not), loaded when opened.
const ModulesPage = lazy(() => import('../pages/modules/ModulesPage'));

const relative = (path: string) => path.replace(/^\//, '');

/**
 * Everything behind sign-in, loaded as its own chunk: the providers with React Query, the preview screens
 * outside the layout, and the layout with home, profile, 404 and every module the remotes describe behind its guard.
 */
export default function SignedInApp() {
  const sidebarMenu = useSession((state) => state.sidebarMenu);
  // The remotes' modules as they describe them: remembered ones at once, the live ones as they are read.
  const { modules, previews, settled } = useModuleTable();
  // The module screens' titles are known from here on (the shell's routes set the public screens' titles).
  useScreenTitle();
  // Permissions may have changed since the session was stored; an expired session signs out here (401).
  useEffect(() => void refreshProfile(), []);
  // Logout resets all state, the cached server data of the signed-out user included.
  useEffect(() => onSignOut(() => queryClient.clear()), []);
  // The live change feed: one stream per browser while signed in; logout unmounts this and stops it.
  const feedUserId = useSession((state) => state.user?.id);
  useEffect(() => (feedUserId === undefined ? undefined : startLiveFeed({ userId: feedUserId })), [feedUserId]);
  // The user's modules are downloaded while idle; their code runs only when pointed at or opened.
  useEffect(() => prefetchRemotesWhenIdle(menuModules(sidebarMenu).map((m) => m.target)), [sidebarMenu]);
  // Every navigation re-reads which build each remote serves (a 304 when unchanged), never delaying the click; the
  // first is the page's first read (started at boot for a stored session), not one more request.
  const { pathname } = useLocation();
  const firstPath = useRef(true);
  useEffect(() => {
    if (firstPath.current) void liveTableRead();
    else void refreshLiveRemotes();
    firstPath.current = false;
  }, [pathname]);
  // The home's "Recently opened" cards.
  const userId = useSession((state) => state.user?.id);
  useEffect(() => {
    if (userId !== undefined) rememberModuleVisit(userId, pathname);
  }, [userId, pathname]);
  useEffect(() => onSignOut(forgetLiveTable), []);
  return (
    <AppProviders>
      <StyleWarmup />
      <Routes>
        {previews.map((p) => (
          <Route
            key={p.path}
            path={`${relative(p.path)}/*`}
            element={
              <RequireAccess key={p.path} rule={p.access}>
                <RemoteRoute target={p.target} label={p.label} />
              </RequireAccess>
            }
          />
        ))}
        <Route element={<AppLayout />}>
          <Route index element={<HomePage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="404" element={<NotFoundPage />} />
          <Route
            path="modules"
            element={
              <Suspense fallback={<LinearProgress aria-label="Loading Modules" />}>
                <ModulesPage />
              </Suspense>
            }
          />
          {modules.map((m) => (
            <Route
              key={m.path}
              path={`${relative(m.path)}/*`}
              element={
                // Keyed per module: two module routes must never share one element's state.
                <RequireAccess key={m.path} rule={m.access}>
                  <RemoteRoute target={m.target} label={m.label} />
                </RequireAccess>
              }
            />
          ))}
          {/* A path no module claims is a 404 once every remote's modules are known; until then it may be a module
              this browser has not met yet. */}
          <Route path="*" element={settled ? <Navigate to="/404" replace /> : <LinearProgress aria-label="Loading modules" />} />
        </Route>
      </Routes>
    </AppProviders>
  );
}
