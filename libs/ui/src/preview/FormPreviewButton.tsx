import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useForm, useFormState } from 'react-final-form';
import { useFormReadOnly } from '@backoffice/auth';
import { openPreview, writePreviewDraft } from './preview-draft';
import { sameValues } from '@backoffice/validation';

export interface FormPreviewButtonProps {
  /** The preview screen, e.g. '/custom-page/preview'. */
  path: string;
  /** The saved record: a read-only form opens `{path}/{id}` (what is stored) instead of a draft. */
  savedId?: string | number;
  label?: string;
}

/**
 * The Preview button of a FormShell: opens the preview screen in a new tab with the form's unsaved values, and
 * keeps that tab following the typing. `<FormPreviewButton path="/custom-page/preview" savedId={id} />`
 */
export function FormPreviewButton({ path, savedId, label = 'Preview' }: FormPreviewButtonProps) {
  const form = useForm();
  const readOnly = useFormReadOnly();
  const draft = useRef<string | undefined>(undefined);
  const { values, initialValues } = useFormState({ subscription: { values: true, initialValues: true } });
  // Compared by content, as the unsaved-changes guard does: a loaded record previewed untouched is not "unsaved".
  const unsaved = !sameValues(values, initialValues ?? {});
  useEffect(() => {
    if (draft.current) writePreviewDraft(values, draft.current, unsaved);
  }, [values, unsaved]);
  const open = () => {
    if (readOnly && savedId !== undefined) window.open(`${path}/${encodeURIComponent(String(savedId))}`, '_blank', 'noopener');
    else draft.current = openPreview(path, form.getState().values, draft.current, unsaved);
  };
  return (
    <Button type="button" variant="outlined" startIcon={<VisibilityIcon />} onClick={open} sx={{ alignSelf: 'flex-start' }}>
      {label}
    </Button>
  );
}
