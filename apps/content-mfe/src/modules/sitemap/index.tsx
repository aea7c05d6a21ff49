import { lazy } from 'react';
import { ModuleRoutes } from '@backoffice/ui';
import { sitemapModule } from '@backoffice/modules-content';
import { SitemapList } from './SitemapList';

const SitemapForm = lazy(() => import('./SitemapForm').then((m) => ({ default: m.SitemapForm })));

/** Exposed entry of the module: /sitemap, its create and edit/{id} (signed-in only). */
export default function Sitemap() {
  return <ModuleRoutes module={sitemapModule} list={<SitemapList />} form={SitemapForm} />;
}
