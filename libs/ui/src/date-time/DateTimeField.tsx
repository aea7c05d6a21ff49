import { useField } from 'react-final-form';
// Through the package name, not a relative path: federation shares each entry whole, and a relative import
// would give this entry its own copy of the FormShell mode context.
// The form mode and error rules live in @backoffice/auth, one shared copy for every entry point.
import { SHOWN_FIELD_STATE, shownError, useFieldLabel, useFormReadOnly } from '@backoffice/auth';
import { DateTimeInput, type DateTimeInputProps } from './DateTimeInput';

export type DateTimeFieldProps = Omit<DateTimeInputProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'label'> & {
  name: string;
  /** Left out in a FormShell, the label its schema declares for `name`. */
  label?: string;
};

/**
 * A date-time field of a FormShell (the value is an ISO string; pair it with requiredDateTime(field)).
 *   <DateTimeField name="dateFrom" label="From" minuteStep={15} />
 */
export function DateTimeField({ name, helperText, label, ...props }: DateTimeFieldProps) {
  const shownLabel = useFieldLabel(name, label);
  const { input, meta } = useField<string | null>(name, { subscription: SHOWN_FIELD_STATE });
  const readOnly = useFormReadOnly();
  const error = shownError(meta);
  return (
    <DateTimeInput
      {...props}
      label={shownLabel}
      name={input.name}
      value={input.value || null}
      onChange={(value) => input.onChange(value)}
      onBlur={() => input.onBlur()}
      readOnly={readOnly || props.readOnly}
      error={Boolean(error)}
      helperText={error ?? helperText}
    />
  );
}
