import { lazy } from 'react';
import { ModuleRoutes } from '@backoffice/ui';
import { bannersModule } from '@backoffice/modules-content';
import { BannerList } from './BannerList';

// The form (and its pickers) loads when a form route is opened, not with the list.
const BannerForm = lazy(() => import('./BannerForm').then((m) => ({ default: m.BannerForm })));

/** Exposed entry of the module: every route below /banners (form modes need their permission). */
export default function Banners() {
  return <ModuleRoutes module={bannersModule} list={<BannerList />} form={BannerForm} />;
}
