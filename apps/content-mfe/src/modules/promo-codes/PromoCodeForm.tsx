import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { moduleResource } from '@backoffice/api/query';
import { FormShell, SelectInput, SwitchInput, TextInput, useEntityForm } from '@backoffice/ui';
import { DateTimeField } from '@backoffice/ui/date-time';
import { PROMO_BONUS_TYPES, PROMO_CODE_REDEEM_AT, promoCodeSchema, promoCodesModule, type PromoCode, type PromoCodeInput } from '@backoffice/modules-content';

type Mode = 'add' | 'edit' | 'view';
const TITLES: Record<Mode, string> = { add: 'Create Promo Code', edit: 'Edit Promo Code', view: 'Promo Code' };
const empty = {
  code: '', description: '', redeemAt: '', bonusType: '', bonusValue: '', minDeposit: '', validFrom: null, validTill: null, usageLimit: '', isActive: true,
};
const toValues = ({ code, description, redeemAt, bonusType, bonusValue, minDeposit, validFrom, validTill, usageLimit, isActive }: PromoCode) =>
  ({ code, description, redeemAt, bonusType, bonusValue, minDeposit: minDeposit ?? '', validFrom, validTill, usageLimit: usageLimit ?? '', isActive });
const BONUS_OPTIONS = PROMO_BONUS_TYPES.map(({ value, label }) => ({ value, label }));

/** /promo-code/add, edit/{id} and view/{id} (read-only); the uses so far are the site's count, shown only. */
export function PromoCodeForm({ mode }: { mode: Mode }) {
  const { id } = useParams();
  const form = useEntityForm(moduleResource<PromoCode, PromoCodeInput>(promoCodesModule), { mode, id, empty, toValues });
  if (form.loading) return <Skeleton variant="rounded" height={420} aria-label="Loading promo code" />;
  const record = form.record.data;
  return (
    <Paper sx={{ p: 3, maxWidth: 860 }}>
      <FormShell schema={promoCodeSchema} {...form.formProps} title={TITLES[mode]} submitLabel={mode === 'add' ? 'Create' : 'Update'}>
        <TextInput name="code" required helperText="Letters A-Z and digits, no spaces; stored upper-case" />
        <TextInput name="description" required multiline minRows={2} />
        <SelectInput name="redeemAt" required options={PROMO_CODE_REDEEM_AT} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr 1fr' } }}>
          <SelectInput name="bonusType" required options={BONUS_OPTIONS} />
          <TextInput name="bonusValue" required type="number" inputMode="decimal" />
          <TextInput name="minDeposit" type="number" inputMode="decimal" />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <DateTimeField name="validFrom" minuteStep={30} />
          <DateTimeField name="validTill" minuteStep={30} />
        </Box>
        <TextInput name="usageLimit" type="number" inputMode="numeric" helperText="Empty for no limit" />
        {record && mode !== 'add' && (
          <Typography variant="body2">
            Uses so far: {record.usesCount}
          </Typography>
        )}
        <SwitchInput name="isActive" />
      </FormShell>
    </Paper>
  );
}
