import { lazy } from 'react';
import { ModuleRoutes } from '@backoffice/ui';
import { hotBannersModule } from '@backoffice/modules-content';
import { HotBannerList } from './HotBannerList';

// The form (and its pickers) loads when a form route is opened, not with the list.
const HotBannerForm = lazy(() => import('./HotBannerForm').then((m) => ({ default: m.HotBannerForm })));

/** Exposed entry of the module: every route below /hotbanner (clone has its own permission). */
export default function HotBanners() {
  return <ModuleRoutes module={hotBannersModule} list={<HotBannerList />} form={HotBannerForm} />;
}
