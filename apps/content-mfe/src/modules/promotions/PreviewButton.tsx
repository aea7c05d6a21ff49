import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import PreviewIcon from '@mui/icons-material/Preview';
import { useFormState } from 'react-final-form';
import { openPreview, writePreviewDraft } from '@backoffice/ui';
import { PROMOTION_PREVIEW_PATH, savedPreviewUrl } from './preview-path';

/**
 * Opens the promotion as a player would see it, in a new tab: a saved one from the server (view), the form's
 * unsaved values otherwise — and the open preview follows what is typed after it.
 */
export function PreviewButton({ savedId }: { savedId?: string }) {
  const { values } = useFormState({ subscription: { values: true } });
  const draft = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (draft.current) writePreviewDraft(values, draft.current);
  }, [values]);
  const open = () => {
    if (savedId) window.open(savedPreviewUrl(savedId), '_blank', 'noopener');
    else draft.current = openPreview(PROMOTION_PREVIEW_PATH, values, draft.current);
  };
  return (
    <Button variant="outlined" startIcon={<PreviewIcon />} onClick={open} sx={{ alignSelf: 'flex-start' }}>
      Preview
    </Button>
  );
}
