import { useMemo, useRef } from 'react';
import { useField } from 'react-final-form';
import { TextInput, useFormReadOnly, type TextInputProps } from '@backoffice/auth';
import { SEARCH_DEBOUNCE_MS } from '../list-page/SearchField';
import { availabilityValidator, type AvailabilityOptions } from './availability-validator';

export type AvailableTextInputProps = TextInputProps & Omit<AvailabilityOptions, 'debounceMs'> & { debounceMs?: number };

const CHECKING = 'Checking availability…';

/**
 * A text field whose value must be unique, checked as typed: after a pause (500 ms) `isAvailable` asks the server
 * and a taken value shows `takenText` on the field (a submit waits for the answer; the server's 409 stays the
 * authority). `<AvailableTextInput name="slug" label="Slug" isAvailable={(s) => slugIsFree(s, id)} takenText={SLUG_TAKEN} />`
 */
export function AvailableTextInput({ isAvailable, takenText, lookupWhen, debounceMs = SEARCH_DEBOUNCE_MS, helperText, ...props }: AvailableTextInputProps) {
  // Callers pass inline functions; the validator (and the answers it remembers) lives as long as the field.
  const ask = useRef({ isAvailable, lookupWhen });
  ask.current = { isAvailable, lookupWhen };
  const readOnly = useFormReadOnly();
  const validate = useMemo(
    () => (readOnly ? undefined : availabilityValidator({
            isAvailable: (value) => ask.current.isAvailable(value),
            lookupWhen: (value) => ask.current.lookupWhen?.(value) ?? true,
            takenText,
            debounceMs,
          })),
    [readOnly, takenText, debounceMs],
  );
  const { meta } = useField(props.name, { validate, subscription: { validating: true, error: true } });
  // "Checked as typed": a taken value shows at once, not only once the field is left.
  return <TextInput {...props} liveError={meta.error === takenText ? takenText : undefined} helperText={meta.validating ? CHECKING : helperText} />;
}
