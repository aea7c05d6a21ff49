import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField } from 'react-final-form';
import { useFormReadOnly } from '../form-shell/form-mode-context';
import { shownError } from './field-error';

export type TextInputProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'> & { name: string };

/** A text field of a FormShell; read-only in view/preview. `<TextInput name="pl_title" label="Title" required />` */
export function TextInput({ name, helperText, disabled, slotProps, ...props }: TextInputProps) {
  const { input, meta } = useField<string | number>(name);
  const readOnly = useFormReadOnly();
  const error = shownError(meta);
  return (
    <TextField
      {...props}
      name={input.name}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{ ...slotProps, htmlInput: { readOnly, ...(slotProps?.htmlInput as object | undefined) } }}
    />
  );
}
