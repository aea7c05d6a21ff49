import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useField } from 'react-final-form';
import { useFormReadOnly } from '@backoffice/ui';
import type { PermanentPromotion } from '@backoffice/validation';
import { usePermanentPromotions } from '../api';

/** Search debounce of spec 1 §9. */
export const PROMOTION_SEARCH_DEBOUNCE_MS = 500;

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** Picks the permanent promotion by searching GET /api/permanentPromotions?search= as the user types. */
export function PromotionField({ name, disabled }: { name: string; disabled?: boolean }) {
  const { input, meta } = useField<PermanentPromotion | undefined>(name);
  const readOnly = useFormReadOnly();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebounced(text, PROMOTION_SEARCH_DEBOUNCE_MS);
  const promotions = usePermanentPromotions(search, open);
  const value = input.value && typeof input.value === 'object' && 'id' in input.value ? input.value : null;
  const nested = meta.error && typeof meta.error === 'object' ? (meta.error as Record<string, string>).id : undefined;
  const error = meta.touched || meta.submitFailed ? (typeof meta.error === 'string' ? meta.error : nested) : undefined;
  return (
    <Autocomplete<PermanentPromotion>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      disabled={disabled}
      readOnly={readOnly}
      value={value}
      options={promotions.data ?? []}
      loading={promotions.isFetching}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_, next, reason) => reason === 'input' && setText(next)}
      onChange={(_, next) => {
        input.onChange(next ?? undefined);
        input.onBlur();
      }}
      noOptionsText="No promotions found"
      renderInput={(params) => (
        <TextField {...params} label="Permanent promotion" onBlur={input.onBlur} error={Boolean(error)} helperText={error ?? 'Type to search promotions by name'} />
      )}
    />
  );
}
