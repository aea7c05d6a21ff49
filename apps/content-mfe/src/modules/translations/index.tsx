import { lazy } from 'react';
import { ModuleRoutes } from '@backoffice/ui';
import { appTranslationsModule } from '@backoffice/modules-content';
import { TranslationList } from './TranslationList';

// The form loads when a form route is opened, not with the list.
const TranslationForm = lazy(() => import('./TranslationForm').then((m) => ({ default: m.TranslationForm })));

/** Exposed entry of the module: /translation, add and view/{id} (apptranslation.*, with a delete of its own for mistyped keys). */
export default function Translations() {
  return <ModuleRoutes module={appTranslationsModule} list={<TranslationList />} form={TranslationForm} />;
}
