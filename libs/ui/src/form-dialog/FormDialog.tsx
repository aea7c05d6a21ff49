import { useId, useMemo, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import * as v from 'valibot';
import { FieldLabelContext, submitFailure } from '@backoffice/auth';
import { fieldLabel, toFinalFormValidate } from '@backoffice/validation';

type AnySchema = v.GenericSchema<unknown, unknown>;

export interface FormDialogProps<TSchema extends AnySchema> {
  open: boolean;
  title: string;
  /** The body's valibot schema: the fields show its messages; onSubmit gets its parsed output. */
  schema: TSchema;
  initialValues?: Partial<v.InferInput<TSchema>>;
  /** A line above the fields (the question a confirmation asks). */
  text?: ReactNode;
  submitLabel?: string;
  /** Saves; a rejection keeps the dialog open with the server's field errors on the fields. */
  onSubmit: (values: v.InferOutput<TSchema>) => Promise<unknown>;
  onClose: () => void;
  /** Bound fields (TextInput, DateTimeField …) named as the schema's keys. */
  children: ReactNode;
}

/**
 * A small form in a dialog: a row operation that needs input (block until a date, set a password). Validates with
 * the schema on change and blur, disables itself while saving, closes on success; a 400's `errorMessages` mark
 * their fields (other failures were already shown as a toast by the HTTP client).
 *   <FormDialog open title="Block user" schema={blockUserSchema} onSubmit={(b) => block(row.id, b)} onClose={close}>…</FormDialog>
 */
export function FormDialog<TSchema extends AnySchema>({ open, title, schema, initialValues, text, submitLabel = 'Save', onSubmit, onClose, children }: FormDialogProps<TSchema>) {
  const id = useId();
  const validate = useMemo(() => toFinalFormValidate(schema), [schema]);
  // As in a FormShell: a field without a `label` prop shows the one its schema declares.
  const labelOf = useMemo(() => (name: string) => fieldLabel(schema, name), [schema]);
  const submit = async (values: Record<string, unknown>) => {
    try {
      await onSubmit(v.parse(schema, values));
    } catch (error) {
      const errors = submitFailure(error);
      return Object.keys(errors).some((key) => key !== FORM_ERROR) ? errors : undefined;
    }
    onClose();
    return undefined;
  };
  return (
    <Form<Record<string, unknown>> onSubmit={submit} validate={validate} initialValues={initialValues as Record<string, unknown> | undefined} subscription={{ submitting: true }}>
      {({ handleSubmit, submitting }) => (
        <Dialog open={open} onClose={submitting ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby={`${id}-title`}>
          <form noValidate onSubmit={handleSubmit} aria-labelledby={`${id}-title`}>
            <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
            <DialogContent>
              {text && <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>}
              <Stack spacing={2} sx={{ pt: 1 }}>
                <FieldLabelContext.Provider value={labelOf}>{children}</FieldLabelContext.Provider>
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={submitting}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={submitting} startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}>
                {submitLabel}
              </Button>
            </DialogActions>
          </form>
        </Dialog>
      )}
    </Form>
  );
}
