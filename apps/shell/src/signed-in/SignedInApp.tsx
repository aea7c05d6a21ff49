import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { queryClient } from '@backoffice/api/query';
import { RequireAccess, onSignOut, refreshProfile, useSession } from '@backoffice/auth';
import { AppProviders } from '@backoffice/ui';
import { AppLayout } from '../layout/AppLayout';
import { modules, previews } from '../modules';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ProfilePage } from '../pages/profile/ProfilePage';
import { menuModules } from './menu-modules';
import { RemoteRoute } from '../federation/RemoteRoute';
import { warmRemotesWhenIdle } from './warm-remotes';

const relative = (path: string) => path.replace(/^\//, '');

/**
 * Everything behind sign-in, loaded as its own chunk: the providers with React Query, the preview screens
 * outside the layout, and the layout with home, profile, 404 and every module of the table behind its guard.
 */
export default function SignedInApp() {
  const sidebarMenu = useSession((state) => state.sidebarMenu);
  // Permissions may have changed since the session was stored; an expired session signs out here (401).
  useEffect(() => void refreshProfile(), []);
  // Logout resets all state, the cached server data of the signed-out user included.
  useEffect(() => onSignOut(() => queryClient.clear()), []);
  useEffect(() => warmRemotesWhenIdle(menuModules(sidebarMenu).map((m) => m.target)), [sidebarMenu]);
  return (
    <AppProviders>
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
          <Route path="*" element={<Navigate to="/404" replace />} />
        </Route>
      </Routes>
    </AppProviders>
  );
}
