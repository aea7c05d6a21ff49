import TextField from '@mui/material/TextField';
import { useField } from 'react-final-form';

interface Props {
  name: string;
  label: string;
  helperText?: string;
  required?: boolean;
  multiline?: boolean;
  minRows?: number;
  disabled?: boolean;
}

/**
 * A text field bound to react-final-form, full width. The error shows once the field was left or a submit was
 * tried; a server's field error shows until the field is edited. (@backoffice/auth's FormTextField drops
 * TextField's own props from its type, so the module keeps this small one.)
 */
export function FormText({ name, label, helperText, ...rest }: Props) {
  const { input, meta } = useField<string>(name);
  const submitError = typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit ? meta.submitError : undefined;
  const message = typeof meta.error === 'string' ? meta.error : submitError;
  const shown = meta.touched || meta.submitFailed ? message : undefined;
  return (
    <TextField
      {...rest}
      fullWidth
      label={label}
      name={input.name}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      error={Boolean(shown)}
      helperText={shown ?? helperText}
    />
  );
}
