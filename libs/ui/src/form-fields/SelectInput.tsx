import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField } from 'react-final-form';
import { shownError, useFormReadOnly } from '@backoffice/auth';

export interface SelectOption {
  value: string | number;
  label: string;
}

export type SelectInputProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'select' | 'error'> & {
  name: string;
  options: readonly SelectOption[];
};

/** A select of a FormShell. `<SelectInput name="language" label="Language" options={[{ value: 'pl', label: 'Polish' }]} />` */
export function SelectInput({ name, options, helperText, disabled, ...props }: SelectInputProps) {
  const { input, meta } = useField<string | number>(name);
  const readOnly = useFormReadOnly();
  const error = shownError(meta);
  return (
    <TextField
      {...props}
      select
      name={input.name}
      value={input.value ?? ''}
      onChange={(event) => {
        const option = options.find((o) => String(o.value) === event.target.value);
        input.onChange(option ? option.value : event.target.value);
      }}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      disabled={disabled || readOnly}
      error={Boolean(error)}
      helperText={error ?? helperText}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
