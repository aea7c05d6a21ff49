import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { useId } from 'react';
import { FieldArray } from 'react-final-form-arrays';
import { shownError, TextInput, useFormReadOnly } from '@backoffice/auth';
import { ListEditorFooter } from './ListEditorFooter';

export interface OrderedListEditorProps {
  /** Form field holding an array of objects with one text: [{ step: '…' }]. */
  name: string;
  /** The text's key in each item (default 'value'). */
  itemKey?: string;
  label: string;
  /** Label of one item, numbered: "Step 1". */
  itemLabel: string;
  addLabel?: string;
  required?: boolean;
  multiline?: boolean;
}

/**
 * An ordered list of texts inside a FormShell that grows, shrinks and is reordered (daily challenge help steps).
 * Validation comes from the schema (e.g. minItems(1) → "must contain minimum 1 items!").
 */
export function OrderedListEditor({ name, itemKey = 'value', label, itemLabel, addLabel = 'Add', required, multiline }: OrderedListEditorProps) {
  const id = useId();
  const readOnly = useFormReadOnly();
  return (
    <FieldArray name={name} subscription={{ length: true, error: true, touched: true, submitFailed: true }}>
      {({ fields, meta }) => {
        const listError = typeof meta.error === 'string' ? shownError(meta) : undefined;
        const count = fields.length ?? 0;
        return (
          <Box role="group" aria-labelledby={`${id}-label`} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <FormLabel id={`${id}-label`} required={required} error={Boolean(listError)}>
              {label}
            </FormLabel>
            {fields.map((field, index) => (
              <Box key={field} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <TextInput name={`${field}.${itemKey}`} label={`${itemLabel} ${index + 1}`} multiline={multiline} required={required} />
                {!readOnly && (
                  <Box sx={{ display: 'flex', flexShrink: 0 }}>
                    <IconButton aria-label={`Move ${itemLabel} ${index + 1} up`} disabled={index === 0} onClick={() => fields.move(index, index - 1)}>
                      <ArrowUpwardIcon />
                    </IconButton>
                    <IconButton aria-label={`Move ${itemLabel} ${index + 1} down`} disabled={index === count - 1} onClick={() => fields.move(index, index + 1)}>
                      <ArrowDownwardIcon />
                    </IconButton>
                    <IconButton aria-label={`Remove ${itemLabel} ${index + 1}`} onClick={() => fields.remove(index)}>
                      <DeleteIcon />
                    </IconButton>
                  </Box>
                )}
              </Box>
            ))}
            <ListEditorFooter readOnly={readOnly} addLabel={addLabel} onAdd={() => fields.push({ [itemKey]: '' })} error={listError} />
          </Box>
        );
      }}
    </FieldArray>
  );
}
