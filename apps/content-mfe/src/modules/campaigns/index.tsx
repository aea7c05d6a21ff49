import { lazy } from 'react';
import { ModuleRoutes } from '@backoffice/ui';
import { campaignsModule } from '@backoffice/validation';
import { CampaignList } from './CampaignList';

// The form and the page load when opened, not with the list.
const CampaignForm = lazy(() => import('./CampaignForm').then((m) => ({ default: m.CampaignForm })));
const CampaignPage = lazy(() => import('./CampaignPage').then((m) => ({ default: m.CampaignPage })));

/** add: a name (not a record form); view/{id}: the campaign's page, its items and what can be done with them. */
function CampaignScreen({ mode }: { mode: 'add' | 'view' }) {
  return mode === 'add' ? <CampaignForm /> : <CampaignPage />;
}

/** Exposed entry of /campaigns: the list, add and a campaign's page, guarded by the campaign permissions. */
export default function Campaigns() {
  return <ModuleRoutes module={campaignsModule} list={<CampaignList />} form={CampaignScreen} />;
}
