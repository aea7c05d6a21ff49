import { lazy } from 'react';
import { ModuleRoutes } from '@backoffice/ui';
import { landingPagesModule } from '@backoffice/modules-landing';
import { LandingPageList } from './list/LandingPageList';

// The list is what most visits open; the forms (and their pickers) load only when a form route is opened.
const LandingPageForm = lazy(() => import('./form/LandingPageForm').then((m) => ({ default: m.LandingPageForm })));
const BulkEditPage = lazy(() => import('./bulk-edit/BulkEditPage').then((m) => ({ default: m.BulkEditPage })));
const PermanentPromotionsPage = lazy(() => import('./promotions/PermanentPromotionsPage').then((m) => ({ default: m.PermanentPromotionsPage })));

/**
 * Exposed entry of the module: it owns every route below /landing-pages — the form modes and the pages (bulk edit,
 * permanent promotions) its definition names, each guarded by its permissions.
 */
export default function LandingPages() {
  return <ModuleRoutes module={landingPagesModule} list={<LandingPageList />} form={LandingPageForm} pages={{ bulkEdit: <BulkEditPage />, permanentPromotions: <PermanentPromotionsPage /> }} />;
}
