import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { FormShell, SelectInput, SwitchInput, TextInput, useEntityForm } from '@backoffice/ui';
import { DateTimeField } from '@backoffice/ui/date-time';
import { moduleResource } from '@backoffice/api/query';
import { BANKS } from '@backoffice/validation';
import { payoutMessageSchema, payoutMessagesModule, type PayoutMessage, type PayoutMessageInput } from '@backoffice/modules-content';

type Mode = 'add' | 'edit' | 'preview';
const TITLES: Record<Mode, string> = { add: 'Create Payout Message', edit: 'Edit Payout Message', preview: 'Payout Message' };
const empty = { message: '', bankId: '', isActive: true, startDate: null, tillDate: null };
const BANK_OPTIONS = BANKS.map((b) => ({ value: b.id, label: `${b.bankName} (${b.bankNumber.join(', ')})` }));
const toValues = ({ message, bankId, isActive, startDate, tillDate }: PayoutMessage) => ({ message, bankId, isActive, startDate, tillDate });

/** /payout-message/create, edit/{id} and preview/{id} (read-only). */
export function PayoutMessageForm({ mode }: { mode: Mode }) {
  const { id } = useParams();
  const form = useEntityForm(moduleResource<PayoutMessage, PayoutMessageInput>(payoutMessagesModule), { mode, id, empty, toValues });
  if (form.loading) return <Skeleton variant="rounded" height={360} aria-label="Loading payout message" />;
  return (
    <Paper sx={{ p: 3, maxWidth: 860 }}>
      <FormShell schema={payoutMessageSchema} {...form.formProps} title={TITLES[mode]} submitLabel={mode === 'add' ? 'Create' : 'Update'}>
        <TextInput name="message" required multiline minRows={3} />
        <SelectInput name="bankId" required options={BANK_OPTIONS} />
        <SwitchInput name="isActive" />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <DateTimeField name="startDate" minuteStep={30} />
          <DateTimeField name="tillDate" minuteStep={30} />
        </Box>
      </FormShell>
    </Paper>
  );
}
