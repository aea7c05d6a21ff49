import { lazy } from 'react';
import { ModuleRoutes } from '@backoffice/ui';
import { specialCategoriesModule } from '@backoffice/modules-content';
import { SpecialCategoryList } from './SpecialCategoryList';

// The form (and its date pickers) loads when a form route is opened, not with the list.
const SpecialCategoryForm = lazy(() => import('./SpecialCategoryForm').then((m) => ({ default: m.SpecialCategoryForm })));

/** Exposed entry of the module: every route below /special-categories (signed-in only). */
export default function SpecialCategories() {
  return <ModuleRoutes module={specialCategoriesModule} list={<SpecialCategoryList />} form={SpecialCategoryForm} />;
}
