import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField } from 'react-final-form';

type Props = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'> & { name: string };

/**
 * A MUI text field bound to react-final-form. The error shows once the field was left (blur) or a submit was
 * tried, and then follows every change — the schema validates on both.
 */
export function FormTextField({ name, helperText, ...props }: Props) {
  const { input, meta } = useField<string>(name);
  const submitError = typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit ? meta.submitError : undefined;
  const message = typeof meta.error === 'string' ? meta.error : submitError;
  const shown = meta.touched || meta.submitFailed ? message : undefined;
  return (
    <TextField
      {...props}
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
