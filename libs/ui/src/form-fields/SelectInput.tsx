import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField } from 'react-final-form';
import { SHOWN_FIELD_STATE, shownError, useFieldLabel, useFormReadOnly } from '@backoffice/auth';

export interface SelectOption {
  value: string | number;
  label: string;
  /** Shown but not pickable (e.g. a role the user may not assign); `hint` says why. */
  disabled?: boolean;
  hint?: string;
}

export type SelectInputProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'select' | 'error' | 'label'> & {
  name: string;
  /** Left out in a FormShell, the label its schema declares for `name`. */
  label?: string;
  options: readonly SelectOption[];
  /** The value is a list of the options' values (e.g. a user's roles); the field shows their labels. */
  multiple?: boolean;
};

type Value = string | number;

/**
 * A select of a FormShell. `<SelectInput name="language" label="Language" options={[{ value: 'pl', label: 'Polish' }]} />`;
 * with `multiple` the value is an array: `<SelectInput name="rolesIds" label="Roles" multiple options={roles} />`.
 */
export function SelectInput({ name, label, options, helperText, disabled, multiple = false, slotProps, ...props }: SelectInputProps) {
  const shownLabel = useFieldLabel(name, label);
  const { input, meta } = useField<Value | Value[]>(name, { subscription: SHOWN_FIELD_STATE });
  const readOnly = useFormReadOnly();
  const error = shownError(meta);
  // Option values may be numbers; the DOM gives strings back, so the picked option's own value is stored.
  const valueOf = (text: Value) => options.find((o) => String(o.value) === String(text))?.value ?? text;
  const current = multiple ? (Array.isArray(input.value) ? input.value : []) : (input.value ?? '');
  return (
    <TextField
      {...props}
      label={shownLabel}
      select
      name={input.name}
      value={current}
      onChange={(event) => {
        const picked = event.target.value as unknown as Value | Value[];
        input.onChange(Array.isArray(picked) ? picked.map(valueOf) : valueOf(picked));
      }}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      disabled={disabled || readOnly}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={
        multiple
          ? {
              ...slotProps,
              select: {
                multiple: true,
                renderValue: (selected) => (selected as Value[]).map((s) => options.find((o) => String(o.value) === String(s))?.label ?? String(s)).join(', '),
              },
            }
          : slotProps
      }
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} disabled={option.disabled} title={option.hint}>
          {option.hint ? `${option.label} — ${option.hint}` : option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
