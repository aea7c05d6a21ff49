import { Navigate, Route, Routes } from 'react-router';
import { anyOf, RequireAccess } from '@backoffice/auth';
import { LandingPageList } from './list/LandingPageList';
import { AddLandingPage } from './form/AddLandingPage';
import { EditLandingPage } from './form/EditLandingPage';
import { BulkEditPage } from './bulk-edit/BulkEditPage';

/** Exposed entry of the module: it owns every route below /landing-pages (form modes need their permission, spec 1 §6). */
export default function LandingPages() {
  return (
    <Routes>
      <Route index element={<LandingPageList />} />
      <Route
        path="add"
        element={
          <RequireAccess rule={anyOf('landing.create')}>
            <AddLandingPage />
          </RequireAccess>
        }
      />
      <Route
        path="edit/:id"
        element={
          <RequireAccess rule={anyOf('landing.update')}>
            <EditLandingPage />
          </RequireAccess>
        }
      />
      <Route
        path="bulk-edit"
        element={
          <RequireAccess rule={anyOf('landing.update')}>
            <BulkEditPage />
          </RequireAccess>
        }
      />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
