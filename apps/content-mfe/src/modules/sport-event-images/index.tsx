import { lazy } from 'react';
import { ModuleRoutes } from '@backoffice/ui';
import { sportEventImagesModule } from '@backoffice/modules-content';
import { SportEventImageList } from './SportEventImageList';

// The form (with the pickers and the builder's canvas code) loads when a form route is opened, not with the list.
const SportEventImageForm = lazy(() => import('./SportEventImageForm').then((m) => ({ default: m.SportEventImageForm })));

/**
 * Exposed entry of the module: every route below /sport-event-image (the spec: add, update/{id}). update/{id}
 * edits with sportEventImage.update and shows the record read-only with only sportEventImage.read (its definition's
 * forms name one route for both modes).
 */
export default function SportEventImages() {
  return <ModuleRoutes module={sportEventImagesModule} list={<SportEventImageList />} form={SportEventImageForm} />;
}
