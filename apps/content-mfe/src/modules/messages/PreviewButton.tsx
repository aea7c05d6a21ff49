import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useForm, useFormState } from 'react-final-form';
import { openPreview, writePreviewDraft } from '@backoffice/ui';

export const MESSAGE_PREVIEW_PATH = '/messages/preview';

/**
 * Opens the message as players see it in a new tab (spec 1 §2: outside the layout). From a form the preview gets
 * the values as they are now, saved or not, and follows later typing; a saved message viewed read-only opens by id.
 */
export function PreviewButton({ savedId }: { savedId?: string | number }) {
  const form = useForm();
  const { values } = useFormState({ subscription: { values: true } });
  const draft = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (draft.current) writePreviewDraft(values, draft.current);
  }, [values]);

  const open = () => {
    if (savedId !== undefined) window.open(`${MESSAGE_PREVIEW_PATH}?id=${encodeURIComponent(savedId)}`, '_blank', 'noopener');
    else draft.current = openPreview(MESSAGE_PREVIEW_PATH, form.getState().values, draft.current);
  };
  return (
    <Button variant="outlined" startIcon={<VisibilityIcon />} onClick={open} sx={{ alignSelf: 'flex-start' }}>
      Preview
    </Button>
  );
}
