import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useField } from 'react-final-form';
import { useParams } from 'react-router';
import { FormShell, IMAGE_SIZES, ImageUploadField, TextInput, useEntityForm, useFormReadOnly } from '@backoffice/ui';
import { moduleResource } from '@backoffice/api/query';
import { FILE_FOLDERS } from '@backoffice/validation';
import { sportEventImageSchema, sportEventImagesModule, type SportEventImage, type SportEventImageInput } from '@backoffice/modules-content';
import { EventImageBuilder } from './EventImageBuilder';

type Mode = 'add' | 'edit' | 'view';
const TITLES: Record<Mode, string> = { add: 'Create Sport Event Image', edit: 'Update Sport Event Image', view: 'Sport Event Image' };
const empty = { eventId: '', eventName: '', imageUrl: '' };

/** Opens the event image builder; its PNG becomes the event's image (saved with the form). */
function BuildImageButton() {
  const [open, setOpen] = useState(false);
  const eventId = useField<string>('eventId', { subscription: { value: true } }).input.value ?? '';
  const image = useField<string>('imageUrl');
  if (useFormReadOnly()) return null;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        Build event image
      </Button>
      <EventImageBuilder
        open={open}
        eventId={eventId}
        onClose={() => setOpen(false)}
        onCreated={(url) => {
          image.input.onChange(url);
          image.input.onBlur();
          setOpen(false);
        }}
      />
    </>
  );
}

/** /sport-event-image/add and update/{id} (read-only for those who may only read). */
export function SportEventImageForm({ mode }: { mode: Mode }) {
  const { id } = useParams();
  const form = useEntityForm(moduleResource<SportEventImage, SportEventImageInput>(sportEventImagesModule), { mode, id, empty });
  if (form.loading) return <Skeleton variant="rounded" height={420} aria-label="Loading sport event image" />;
  return (
    <Paper sx={{ p: 3, maxWidth: 860 }}>
      <FormShell schema={sportEventImageSchema} {...form.formProps} title={TITLES[mode]} submitLabel={mode === 'add' ? 'Create' : 'Update'}>
        <TextInput name="eventId" required inputMode="numeric" helperText="The sportsbook event: one image per event" />
        <TextInput name="eventName" helperText="How the event is named in the list, e.g. Legia Warszawa – Lech Poznań" />
        <ImageUploadField name="imageUrl" required folderName={FILE_FOLDERS.sportEventImages} size={IMAGE_SIZES.sportEventImage} />
        <BuildImageButton />
      </FormShell>
    </Paper>
  );
}
