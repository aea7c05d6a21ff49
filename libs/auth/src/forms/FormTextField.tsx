import { useId, type HTMLInputAutoCompleteAttribute } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useField } from 'react-final-form';

interface Props {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  autoFocus?: boolean;
  disabled?: boolean;
  helperText?: string;
}

/**
 * An outlined text input bound to react-final-form. The error shows once the field was left (blur) or a submit
 * was tried, then follows every change (the schema validates on both). Built from the input parts rather than
 * MUI's TextField, which always pulls in Select, Popover and Modal: the login route's budget has no room for them.
 */
export function FormTextField({ name, label, type = 'text', autoComplete, autoFocus, disabled, helperText }: Props) {
  const id = useId();
  const { input, meta } = useField<string>(name);
  const submitError = typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit ? meta.submitError : undefined;
  const message = typeof meta.error === 'string' ? meta.error : submitError;
  const shown = meta.touched || meta.submitFailed ? message : undefined;
  const helpId = `${id}-help`;
  return (
    <FormControl fullWidth size="small" error={Boolean(shown)} disabled={disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={input.name}
        type={type}
        label={label}
        value={input.value ?? ''}
        onChange={input.onChange}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        aria-describedby={shown || helperText ? helpId : undefined}
      />
      {(shown ?? helperText) && <FormHelperText id={helpId}>{shown ?? helperText}</FormHelperText>}
    </FormControl>
  );
}
