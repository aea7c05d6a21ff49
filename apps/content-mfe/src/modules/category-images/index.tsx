import { lazy } from 'react';
import { ModuleRoutes } from '@backoffice/ui';
import { categoryImagesModule } from '@backoffice/modules-content';
import { CategoryImageList } from './CategoryImageList';

// The form loads when a form route is opened, not with the list.
const CategoryImageForm = lazy(() => import('./CategoryImageForm').then((m) => ({ default: m.CategoryImageForm })));

/** Exposed entry of the module: every route below /category-image (signed-in only). */
export default function CategoryImages() {
  return <ModuleRoutes module={categoryImagesModule} list={<CategoryImageList />} form={CategoryImageForm} />;
}
