import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router';
import { useField, useForm } from 'react-final-form';
import { SHOWN_FIELD_STATE, useFormReadOnly, useModuleCan } from '@backoffice/ui';
import { landingPagesModule, type PermanentPromotion } from '@backoffice/modules-landing';
import { usePermanentPromotions } from '../api';

/** Search debounce of the spec. */
export const PROMOTION_SEARCH_DEBOUNCE_MS = 500;
export const PERMANENT_PROMOTIONS_PATH = `/${landingPagesModule.name}/${landingPagesModule.pages.permanentPromotions.path}`;

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

type Picked = Pick<PermanentPromotion, 'id' | 'name' | 'landing_page_url'>;

/**
 * Picks a permanent promotion (optional) by searching GET /api/permanentPromotions?search= as the user types. The
 * page needs only its Landing page URL: a pick fills an empty URL, and never replaces a typed one without asking.
 * `name` is the promotion part of the values (`config.permanentPromotion`): its id, name and landing_page_url.
 */
export function PromotionField({ name, disabled }: { name: string; disabled?: boolean }) {
  const form = useForm();
  const id = useField<number | null | undefined>(`${name}.id`, { subscription: SHOWN_FIELD_STATE });
  const label = useField<string | undefined>(`${name}.name`, { subscription: { value: true } });
  const url = useField<string | undefined>(`${name}.landing_page_url`, { subscription: { value: true } });
  const readOnly = useFormReadOnly();
  const canManage = useModuleCan(['create', 'update'], landingPagesModule);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [offer, setOffer] = useState<Picked | null>(null);
  const search = useDebounced(text, PROMOTION_SEARCH_DEBOUNCE_MS);
  const promotions = usePermanentPromotions(search, open);
  const value: Picked | null = typeof id.input.value === 'number' ? { id: id.input.value, name: label.input.value ?? '', landing_page_url: '' } : null;
  const error = id.meta.touched || id.meta.submitFailed ? ((id.meta.error as string | undefined) ?? (id.meta.submitError as string | undefined)) : undefined;

  const pick = (next: Picked | null) => {
    setOffer(null);
    form.batch(() => {
      form.change(`${name}.id`, next?.id ?? null);
      form.change(`${name}.name`, next?.name ?? '');
      const typed = (url.input.value ?? '').trim();
      if (next && !typed) form.change(`${name}.landing_page_url`, next.landing_page_url);
      else if (next && typed !== next.landing_page_url) setOffer(next);
    });
    id.input.onBlur();
  };

  return (
    <Stack spacing={1}>
      <Autocomplete<Picked>
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
        onChange={(_, next) => pick(next)}
        noOptionsText="No permanent promotions found"
        renderInput={(params) => (
          <TextField
            {...params}
            label="Permanent promotion (optional)"
            onBlur={id.input.onBlur}
            error={Boolean(error)}
            helperText={error ?? 'Type to search; picking one fills an empty Landing page URL'}
          />
        )}
      />
      {offer && (
        <Alert
          severity="info"
          action={
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                onClick={() => {
                  form.change(`${name}.landing_page_url`, offer.landing_page_url);
                  setOffer(null);
                }}
              >
                Use promotion's URL
              </Button>
              <Button size="small" onClick={() => setOffer(null)}>
                Keep my URL
              </Button>
            </Stack>
          }
        >
          "{offer.name}" leads to {offer.landing_page_url}. Your Landing page URL is kept unless you choose to replace it.
        </Alert>
      )}
      {canManage && !readOnly && (
        <Link component={RouterLink} to={PERMANENT_PROMOTIONS_PATH} variant="body2" sx={{ alignSelf: 'flex-start' }}>
          Manage permanent promotions
        </Link>
      )}
    </Stack>
  );
}
