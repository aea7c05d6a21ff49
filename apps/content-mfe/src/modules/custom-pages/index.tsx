import { lazy } from 'react';
import { ModuleRoutes } from '@backoffice/ui';
import { customPagesModule } from '@backoffice/modules-content';
import { CustomPageList } from './CustomPageList';

// The form (and the rich-text editor) loads when a form route is opened, not with the list.
const CustomPageForm = lazy(() => import('./CustomPageForm').then((m) => ({ default: m.CustomPageForm })));

/** Exposed entry of the module: /custom-page, add, clone/{id}, edit/{id}, view/{id} (clone needs custompage.create). */
export default function CustomPages() {
  return <ModuleRoutes module={customPagesModule} list={<CustomPageList />} form={CustomPageForm} />;
}
