import Paper from '@mui/material/Paper';
import { useNavigate } from 'react-router';
import { FormShell, TextInput } from '@backoffice/ui';
import { campaignCreateSchema, type CampaignCreateInput } from '@backoffice/validation';
import { campaigns } from './api';

const empty = { name: '' };

/**
 * /campaigns/add: the campaign's name; then its page, to which forms and lists add items. Its time is set with
 * Schedule… on that page once it has items (the server refuses a time for an empty campaign).
 */
export function CampaignForm() {
  const navigate = useNavigate();
  const create = campaigns.useCreate();
  const submit = async (values: CampaignCreateInput) => {
    const created = await create.mutateAsync({ name: values.name, scheduledAt: null });
    navigate(`../view/${created.id}`);
  };
  return (
    <Paper sx={{ p: 3, maxWidth: 640 }}>
      <FormShell schema={campaignCreateSchema} mode="add" initialValues={empty} onSubmit={submit} title="Create Campaign" submitLabel="Create">
        <TextInput name="name" label="Name" required helperText="What goes out together, e.g. Derby day 14.12; set its time with Schedule… once it has items" />
      </FormShell>
    </Paper>
  );
}
