import { lazy } from 'react';
import { Route } from 'react-router';
import { anyOf, RequireAccess } from '@backoffice/auth';
import { ModuleRoutes } from '@backoffice/ui';
import { landingPagesModule } from '@backoffice/validation';
import { LandingPageList } from './list/LandingPageList';

// The list is what most visits open; the forms (and their pickers) load only when a form route is opened.
const LandingPageForm = lazy(() => import('./form/LandingPageForm').then((m) => ({ default: m.LandingPageForm })));
const BulkEditPage = lazy(() => import('./bulk-edit/BulkEditPage').then((m) => ({ default: m.BulkEditPage })));
const PermanentPromotionsPage = lazy(() => import('./promotions/PermanentPromotionsPage').then((m) => ({ default: m.PermanentPromotionsPage })));

/** Exposed entry of the module: it owns every route below /landing-pages (form modes need their permission, spec 1 §6). */
export default function LandingPages() {
  return (
    <ModuleRoutes module={landingPagesModule} list={<LandingPageList />} form={LandingPageForm} forms={{ add: 'add', 'edit/:id': 'edit', 'view/:id': 'view' }}>
      <Route path="bulk-edit" element={<RequireAccess rule={anyOf('landing.update')}><BulkEditPage /></RequireAccess>} />
      <Route path="permanent-promotions" element={<RequireAccess rule={anyOf('landing.create', 'landing.update', 'landing.read')}><PermanentPromotionsPage /></RequireAccess>} />
    </ModuleRoutes>
  );
}
