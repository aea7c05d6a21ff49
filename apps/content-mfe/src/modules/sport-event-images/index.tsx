import { lazy } from 'react';
import { Navigate, Route, useParams } from 'react-router';
import { anyOf, RequireAccess, useCan } from '@backoffice/auth';
import { ModuleRoutes } from '@backoffice/ui';
import { sportEventImagesModule } from '@backoffice/validation';
import { SportEventImageList } from './SportEventImageList';

// The form (with the pickers and the builder's canvas code) loads when a form route is opened, not with the list.
const SportEventImageForm = lazy(() => import('./SportEventImageForm').then((m) => ({ default: m.SportEventImageForm })));

/** update/{id} edits with sportEventImage.update and shows the record read-only with only sportEventImage.read. */
function UpdateRoute() {
  const mayUpdate = useCan({ permission: 'sportEventImage.update' });
  return <SportEventImageForm key={mayUpdate ? 'edit' : 'view'} mode={mayUpdate ? 'edit' : 'view'} />;
}

/** The home schedule and the history link every record as /{module}/edit/{id}: here that is update/{id}. */
function EditAlias() {
  const { id = '' } = useParams();
  return <Navigate to={`../update/${encodeURIComponent(id)}`} replace />;
}

/** Exposed entry of the module: every route below /sport-event-image (spec 1 §2: add, update/{id}). */
export default function SportEventImages() {
  return (
    <ModuleRoutes module={sportEventImagesModule} list={<SportEventImageList />} form={SportEventImageForm} forms={{ add: 'add' }}>
      <Route path="edit/:id" element={<EditAlias />} />
      <Route path="update/:id" element={<RequireAccess rule={anyOf('sportEventImage.update', 'sportEventImage.read')}><UpdateRoute /></RequireAccess>} />
    </ModuleRoutes>
  );
}
