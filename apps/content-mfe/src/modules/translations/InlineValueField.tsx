import TextField from '@mui/material/TextField';
import type { KeyboardEvent } from 'react';

export interface InlineValueFieldProps {
  label: string;
  value: string;
  error?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  onChange: (value: string) => void;
  onSave: () => void;
  onCancel: () => void;
}

/** A value being edited in its row: Enter saves (Shift+Enter starts a new line), Escape cancels. */
export function InlineValueField(props: InlineValueFieldProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      props.onSave();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      props.onCancel();
    }
  };
  return (
    <TextField
      size="small"
      fullWidth
      multiline
      maxRows={6}
      label={props.label}
      value={props.value}
      autoFocus={props.autoFocus}
      disabled={props.disabled}
      error={Boolean(props.error)}
      helperText={props.error}
      onChange={(event) => props.onChange(event.target.value)}
      onKeyDown={onKeyDown}
    />
  );
}
