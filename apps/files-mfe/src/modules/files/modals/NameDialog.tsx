// Create folder and rename share one small form: a name that is required and safe (the shared schema).
import { renameFormSchema, folderFormSchema } from '@backoffice/validation';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';

export interface NameDialogProps {
  title: string;
  label: 'Folder name' | 'Name';
  submitLabel: string;
  initialName?: string;
  /** Resolves when done; rejects with a message to show under the field. */
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
}

export function NameDialog({ title, label, submitLabel, initialName = '', onSubmit, onClose }: NameDialogProps) {
  const id = useId();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const schema = label === 'Folder name' ? folderFormSchema : renameFormSchema;

  const check = (value: string) => {
    const result = v.safeParse(schema, { name: value });
    return result.success ? { value: result.output.name, error: null } : { value, error: result.issues[0].message };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = check(name);
    setError(checked.error);
    if (checked.error) return;
    setBusy(true);
    try {
      await onSubmit(checked.value);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={label}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setError(check(name).error)}
            error={Boolean(error)}
            helperText={error ?? ' '}
            onFocus={(event) => {
              // Select the name without its extension, as file managers do on rename.
              const dot = event.target.value.lastIndexOf('.');
              if (dot > 0) event.target.setSelectionRange(0, dot);
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
