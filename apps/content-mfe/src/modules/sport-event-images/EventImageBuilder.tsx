import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, useFormState } from 'react-final-form';
import { IMAGE_SIZES, ImageUploadField } from '@backoffice/ui';
import { renderCanvas } from '@backoffice/ui/canvas';
import { uploadFile } from '@backoffice/api/query';
import { FILE_FOLDERS } from '@backoffice/validation';
import { layoutEventImage } from './event-image-layout';
import { EventImagePreview, loadParts, type EventImageChoice } from './EventImagePreview';

export interface EventImageBuilderProps {
  open: boolean;
  /** Names the stored file: event-{eventId}-{time}.png. */
  eventId: string;
  onClose: () => void;
  /** The composed image is stored: its URL, for the event's image field. */
  onCreated: (url: string) => void;
}

const complete = (c: EventImageChoice) => Boolean(c.background && c.leftCrest && c.rightCrest);

/** Composes the chosen pictures at 468x118 in the browser and stores the PNG in the sport-events-images folder. */
export async function createEventImage(choice: EventImageChoice, eventId: string): Promise<string> {
  const parts = await loadParts(choice);
  if (!parts.background || !parts.leftCrest || !parts.rightCrest) throw new Error('A chosen picture could not be loaded');
  const drawn = await renderCanvas(() => layoutEventImage(parts));
  const fileName = `event-${eventId.replace(/\D/g, '') || 'new'}-${Date.now()}.png`;
  const stored = await uploadFile({ file: await drawn.png, fileName, folderName: FILE_FOLDERS.sportEventImages });
  if (stored.status !== 'created') throw new Error(stored.message);
  return stored.fileUrl;
}

function BuilderBody({ eventId, onClose, onCreated }: Omit<EventImageBuilderProps, 'open'>) {
  const { values } = useFormState<EventImageChoice>({ subscription: { values: true } });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      onCreated(await createEventImage(values, eventId));
    } catch (cause) {
      setError(`The image could not be created: ${cause instanceof Error ? cause.message : String(cause)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <EventImagePreview choice={values} />
        <ImageUploadField name="background" label="Background" folderName={FILE_FOLDERS.eventImageBackgrounds} size={IMAGE_SIZES.eventImageBackground} previewHeight={80} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <ImageUploadField name="leftCrest" label="Left crest" folderName={FILE_FOLDERS.eventImageCrests} size={IMAGE_SIZES.crest} previewWidth={120} previewHeight={120} />
          <ImageUploadField name="rightCrest" label="Right crest" folderName={FILE_FOLDERS.eventImageCrests} size={IMAGE_SIZES.crest} previewWidth={120} previewHeight={120} />
        </Box>
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={create}
          disabled={!complete(values) || busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-label="Creating" /> : undefined}
        >
          Create New Banner
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * The event image builder: a background and two crests from their file-manager folders (or uploaded
 * there), a live preview, Cancel, and Create New Banner once all three are chosen.
 */
export function EventImageBuilder({ open, ...props }: EventImageBuilderProps) {
  return (
    <Dialog open={open} onClose={props.onClose} maxWidth="md" fullWidth aria-labelledby="event-image-builder-title">
      <DialogTitle id="event-image-builder-title">Event image builder</DialogTitle>
      {open && <Form<EventImageChoice> onSubmit={() => undefined} render={() => <BuilderBody {...props} />} />}
    </Dialog>
  );
}
