import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { AKO_LABELS, akoCouponSchema, toFinalFormValidate, type AkoCoupon, type AkoCouponInput } from '@backoffice/validation';
import arrayMutators from 'final-form-arrays';
import { useMemo, useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { FormField } from './FormField';
import { BetRows } from './BetRows';
import { CategoryPicker } from './CategoryPicker';
import { ClearFormButton } from './ClearFormButton';
import { DescriptionField } from './DescriptionField';
import { couponFrom, couponKey, emptyAkoValues, suggestedAkoBonus, suggestedWinnings } from './form-values';
import { SuggestedAmountField } from './SuggestedAmountField';

export interface AkoFormProps {
  /** Draws the image for a valid coupon; `key` identifies the coupon it was drawn for. */
  onGenerate: (coupon: AkoCoupon, key: string) => Promise<void>;
  onSave: () => void;
  onClear: () => void;
  /** The fingerprint of the coupon the current image shows, once its PNG is ready to save. */
  imageKey: string | null;
}

const validate = toFinalFormValidate(akoCouponSchema);
const mutators = { ...arrayMutators };
const grid = { display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } } as const;

/** The Ako form: bets, amounts, description, category; Clear form, Generate image and Save image. */
export function AkoForm({ onGenerate, onSave, onClear, imageKey }: AkoFormProps) {
  // Restarting with a new key also resets the "follows the suggestion" state of the offered amounts.
  const [generation, setGeneration] = useState(0);
  const initialValues = useMemo(() => emptyAkoValues(), []);
  return (
    <Form<AkoCouponInput>
      key={generation}
      onSubmit={async (values) => {
        const coupon = couponFrom(values);
        if (coupon) await onGenerate(coupon, couponKey(coupon) as string);
      }}
      validate={validate}
      mutators={mutators}
      initialValues={initialValues}
      // The form re-renders only when it starts or ends submitting: every field subscribes to its own state, and the
      // Save button to the values. With every change it re-rendered all fields at each keystroke.
      subscription={{ submitting: true }}
      render={({ handleSubmit, submitting }) => (
        <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Ako form">
          <Stack spacing={3}>
            <BetRows />
            <Box sx={grid}>
              <FormField numeric name="course" label={AKO_LABELS.course} />
              <FormField numeric name="stake" label={AKO_LABELS.stake} unit="zł" />
              <SuggestedAmountField name="winnings" label={AKO_LABELS.winnings} formula="stake × course + AKO bonus" suggest={suggestedWinnings} />
            </Box>
            <DescriptionField />
            <Box sx={grid}>
              <CategoryPicker />
              <FormField numeric name="akoPercent" label={AKO_LABELS.akoPercent} unit="%" />
              <SuggestedAmountField name="akoBonus" label={AKO_LABELS.akoBonus} formula="stake × course × AKO percentage" suggest={suggestedAkoBonus} />
            </Box>
            <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <ClearFormButton
                onClear={() => {
                  setGeneration((n) => n + 1);
                  onClear();
                }}
              />
              <Button type="submit" variant="contained" disabled={submitting} startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}>
                Generate image
              </Button>
              <FormSpy<AkoCouponInput> subscription={{ values: true }}>
                {({ values }) => (
                  <Button variant="contained" onClick={onSave} disabled={imageKey === null || couponKey(couponFrom(values)) !== imageKey}>
                    Save image
                  </Button>
                )}
              </FormSpy>
            </Stack>
          </Stack>
        </Box>
      )}
    />
  );
}
