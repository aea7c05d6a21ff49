import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { withDecimalComma } from './form-values';

export interface FormFieldProps {
  name: string;
  label: string;
  /** "zł" or "%" after the number. */
  unit?: string;
  helperText?: ReactNode;
  /** Extra control at the end of the input (e.g. "use the suggested amount"). */
  action?: ReactNode;
  /** Called when staff type into the field themselves (not when the form fills it). */
  onUserChange?: () => void;
  /** Numbers get the decimal keyboard on touch devices. */
  numeric?: boolean;
  /** On leaving the field, "2.10" becomes "2,10" as the coupon prints it (default: numeric fields). */
  decimalComma?: boolean;
}

/**
 * A required text field of the Ako form. Numbers are typed as text too (Polish "12,50" welcome; the schema
 * parses them). The error shows once the field was left or a submit was tried, then follows each change.
 */
export function FormField({ name, label, unit, helperText, action, onUserChange, numeric = false, decimalComma = numeric }: FormFieldProps) {
  const { input, meta } = useField<string | number | undefined>(name);
  const error = typeof meta.error === 'string' && (meta.touched || meta.submitFailed) ? meta.error : undefined;
  return (
    <TextField
      name={input.name}
      label={label}
      value={input.value ?? ''}
      onChange={(event) => {
        onUserChange?.();
        input.onChange(event);
      }}
      onBlur={(event) => {
        if (decimalComma && typeof input.value === 'string') {
          const polish = withDecimalComma(input.value);
          if (polish !== input.value) input.onChange(polish);
        }
        input.onBlur(event);
      }}
      onFocus={input.onFocus}
      error={Boolean(error)}
      helperText={error ?? helperText}
      required
      fullWidth
      slotProps={{
        htmlInput: { inputMode: numeric ? 'decimal' : 'text', autoComplete: 'off' },
        input: {
          endAdornment:
            unit || action ? (
              <InputAdornment position="end">
                {action}
                {unit}
              </InputAdornment>
            ) : undefined,
        },
      }}
    />
  );
}
