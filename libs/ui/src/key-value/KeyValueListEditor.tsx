import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import DeleteIcon from '@mui/icons-material/Delete';
import { useId } from 'react';
import { FieldArray } from 'react-final-form-arrays';
import { shownError, TextInput, useFormReadOnly } from '@backoffice/auth';
import { ListEditorFooter } from './ListEditorFooter';

export interface KeyValuePair {
  key: string;
  value: string;
}

export interface KeyValueListEditorProps {
  /** Form field holding an array of { key, value }. */
  name: string;
  label: string;
  keyLabel?: string;
  valueLabel?: string;
  addLabel?: string;
  /** Keys to choose from (shared site names, e.g. NAVIGATION_SECTIONS); another key may still be typed. */
  keyOptions?: readonly string[];
}

/**
 * Edits a list of key/value pairs inside a FormShell (placement places and screens, entertainment category).
 * Validation comes from the schema (e.g. minItems(1) → "must contain minimum 1 items!").
 */
export function KeyValueListEditor({ name, label, keyLabel = 'Key', valueLabel = 'Value', addLabel = 'Add', keyOptions }: KeyValueListEditorProps) {
  const id = useId();
  const readOnly = useFormReadOnly();
  return (
    <FieldArray name={name} subscription={{ length: true, error: true, touched: true, submitFailed: true }}>
      {({ fields, meta }) => {
        const listError = typeof meta.error === 'string' ? shownError(meta) : undefined;
        return (
          <Box role="group" aria-labelledby={`${id}-label`} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <FormLabel id={`${id}-label`} error={Boolean(listError)}>
              {label}
            </FormLabel>
            {keyOptions && <Suggestions id={`${id}-keys`} options={keyOptions} />}
            {fields.map((field, index) => (
              <Box key={field} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <TextInput name={`${field}.key`} label={`${keyLabel} ${index + 1}`} list={keyOptions ? `${id}-keys` : undefined} />
                <TextInput name={`${field}.value`} label={`${valueLabel} ${index + 1}`} />
                {!readOnly && (
                  <IconButton aria-label={`Remove ${label} ${index + 1}`} onClick={() => fields.remove(index)}>
                    <DeleteIcon />
                  </IconButton>
                )}
              </Box>
            ))}
            <ListEditorFooter readOnly={readOnly} addLabel={addLabel} onAdd={() => fields.push({ key: '', value: '' })} error={listError} />
          </Box>
        );
      }}
    </FieldArray>
  );
}

/** A datalist of suggested values for the inputs that name its id in `list`. */
export function Suggestions({ id, options }: { id: string; options: readonly string[] }) {
  return (
    <datalist id={id}>
      {options.map((option) => (
        <option key={option} value={option} />
      ))}
    </datalist>
  );
}
