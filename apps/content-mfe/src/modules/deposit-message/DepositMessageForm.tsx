import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Alert from '@mui/material/Alert';
import { FormShell, SwitchInput, TextInput } from '@backoffice/ui';
import { DateTimeField } from '@backoffice/ui/date-time';
import { depositMessageSchema, type DepositMessageInput, type LatestConfig } from '@backoffice/modules-content';
import { useLatestConfig, usePatchLatestConfig } from '../../data/latest-config';

const toValues = (c: LatestConfig) => ({
  payments_show_status: c.payments_show_status,
  payments_message: c.payments_message,
  payments_message_from: c.payments_message_from,
  payments_message_till: c.payments_message_till,
});

/**
 * /deposit-message (App Setting): the deposit message of the latest configuration — show status, text (required),
 * from and till in 30-minute steps. Saved with the version loaded; "Deposit message successfully changed.".
 */
export default function DepositMessageForm() {
  const config = useLatestConfig();
  const save = usePatchLatestConfig();
  if (config.isPending) return <Skeleton variant="rounded" height={360} aria-label="Loading deposit message" />;
  if (config.isError) return <Alert severity="error">The deposit message could not be loaded.</Alert>;
  const { id, version } = config.data;
  return (
    <Paper sx={{ p: 3, maxWidth: 860 }}>
      <FormShell
        schema={depositMessageSchema}
        mode="edit"
        title="Deposit Message"
        initialValues={toValues(config.data)}
        onSubmit={(values: DepositMessageInput) => save.mutateAsync({ id, version, ...values, payments_message_from: values.payments_message_from || null, payments_message_till: values.payments_message_till || null })}
        onReload={() => config.refetch()}
        showCancel={false}
        submitLabel="Update"
      >
        <SwitchInput name="payments_show_status" />
        <TextInput name="payments_message" multiline minRows={3} required />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <DateTimeField name="payments_message_from" minuteStep={30} minDate={null} />
          <DateTimeField name="payments_message_till" minuteStep={30} minDate={null} />
        </Box>
      </FormShell>
    </Paper>
  );
}
