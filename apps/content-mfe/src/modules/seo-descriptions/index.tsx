import { lazy } from 'react';
import { ModuleRoutes } from '@backoffice/ui';
import { seoDescriptionsModule } from '@backoffice/modules-content';
import { SeoDescriptionList } from './SeoDescriptionList';

// The form loads when a form route is opened, not with the list.
const SeoDescriptionForm = lazy(() => import('./SeoDescriptionForm').then((m) => ({ default: m.SeoDescriptionForm })));

/** Exposed entry of the module: every route below /editable-seo-desc (the spec: add, edit/{type}, read/{type}). */
export default function SeoDescriptions() {
  return <ModuleRoutes module={seoDescriptionsModule} list={<SeoDescriptionList />} form={SeoDescriptionForm} />;
}
