import { useId, type HTMLInputAutoCompleteAttribute, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useField } from 'react-final-form';
import { SHOWN_FIELD_STATE, shownError } from './field-error';
import { useFieldLabel } from './field-label-context';
import { useFormReadOnly } from './form-mode-context';

export interface TextInputProps {
  name: string;
  /** Left out in a FormShell, the label its schema declares for `name` (fieldLabel). */
  label?: string;
  type?: 'text' | 'email' | 'password' | 'number' | 'url' | 'search';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  autoFocus?: boolean;
  disabled?: boolean;
  required?: boolean;
  helperText?: ReactNode;
  placeholder?: string;
  multiline?: boolean;
  minRows?: number;
  maxRows?: number;
  size?: 'small' | 'medium';
  endAdornment?: ReactNode;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'url';
  /** Shows a live "12 / 60" character counter under the field (the schema still decides what is too long). */
  counter?: number;
  /** An error to show even before the field is left (a uniqueness lookup's answer while typing). */
  liveError?: string;
  /** The id of a `<datalist>` of suggested values (shared names the site knows; any other value may still be typed). */
  list?: string;
}

/** The helper line with a live character count at its end: `<CharacterCount length={12} max={60} />`. */
export function CharacterCount({ length, max }: { length: number; max: number }) {
  return (
    <Box component="span" aria-live="polite" sx={{ ml: 'auto', pl: 1, whiteSpace: 'nowrap', color: length > max ? 'error.main' : undefined }}>
      {length} / {max}
    </Box>
  );
}

/**
 * The one text field of every form (sign-in, FormShell entities, landing pages): bound to react-final-form, its
 * error shown once left or after a submit attempt, the server's field error until edited, read-only in view and
 * preview. Built from the input parts rather than MUI's TextField, which always pulls in Select, Popover and
 * Modal: the login route's budget has no room for them. `<TextInput name="config.hero.headline" />` (its label from the FormShell's schema, or `label="…"`);
 * `counter={60}` adds a live character count (SEO titles).
 */
export function TextInput({ name, label: givenLabel, helperText, size = 'small', type = 'text', endAdornment, inputMode, counter, liveError, list, ...rest }: TextInputProps) {
  const id = useId();
  const label = useFieldLabel(name, givenLabel);
  const { input, meta } = useField<string | number>(name, { subscription: SHOWN_FIELD_STATE });
  const readOnly = useFormReadOnly();
  const shown = shownError(meta) ?? liveError;
  const helpId = `${id}-help`;
  return (
    <FormControl fullWidth size={size} error={Boolean(shown)} disabled={rest.disabled} required={rest.required}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={input.name}
        type={type}
        label={rest.required ? `${label} *` : label}
        value={input.value ?? ''}
        onChange={input.onChange}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        autoComplete={rest.autoComplete}
        autoFocus={rest.autoFocus}
        placeholder={rest.placeholder}
        multiline={rest.multiline}
        minRows={rest.minRows}
        maxRows={rest.maxRows}
        readOnly={readOnly}
        endAdornment={endAdornment}
        inputProps={inputMode || list ? { ...(inputMode ? { inputMode } : {}), ...(list ? { list } : {}) } : undefined}
        aria-describedby={shown || helperText || counter ? helpId : undefined}
      />
      {counter !== undefined ? (
        <FormHelperText id={helpId} component="div" sx={{ display: 'flex' }}>
          <span>{shown ?? helperText}</span>
          <CharacterCount length={String(input.value ?? '').length} max={counter} />
        </FormHelperText>
      ) : (
        (shown ?? helperText) && <FormHelperText id={helpId}>{shown ?? helperText}</FormHelperText>
      )}
    </FormControl>
  );
}
