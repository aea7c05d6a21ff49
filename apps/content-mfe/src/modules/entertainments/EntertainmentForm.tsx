import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { FormShell, IMAGE_SIZES, ImageUploadField, KeyValueListEditor, SelectInput, SwitchInput, TextInput, useEntityForm } from '@backoffice/ui';
import { DateTimeField } from '@backoffice/ui/date-time';
import { FILE_FOLDERS, PAGE_KINDS } from '@backoffice/validation';
import { entertainmentSchema } from '@backoffice/modules-content';
import { entertainments, useEventGameTypes } from './api';

type Mode = 'add' | 'edit' | 'view';
const TITLES: Record<Mode, string> = { add: 'Create Entertainment', edit: 'Edit Entertainment', view: 'Entertainment' };
const empty = {
  eventGameType: '', eventId: '', entertainmentName: '', category: [{ key: '', value: '' }], pl_title: '', pl_subTitle: '',
  dateFrom: null, dateTill: null, sortOrder: 0, isActive: true, pl_imageUrl: '',
};

/** /entertainments/add, edit/{id} and view/{id} (read-only). */
export function EntertainmentForm({ mode }: { mode: Mode }) {
  const { id } = useParams();
  const form = useEntityForm(entertainments, { mode, id, empty });
  const gameTypes = useEventGameTypes();
  if (form.loading) return <Skeleton variant="rounded" height={420} aria-label="Loading entertainment" />;
  return (
    <Paper sx={{ p: 3, maxWidth: 860 }}>
      <FormShell schema={entertainmentSchema} {...form.formProps} title={TITLES[mode]} submitLabel={mode === 'add' ? 'Create' : 'Update'}>
        <SelectInput name="eventGameType" required options={gameTypes.data ?? []} />
        <TextInput name="eventId" required inputMode="numeric" helperText="The sportsbook event of the bet" />
        <TextInput name="entertainmentName" required />
        <KeyValueListEditor name="category" label="Category" keyLabel="Key" valueLabel="Polish value" addLabel="Add category" keyOptions={PAGE_KINDS} />
        <TextInput name="pl_title" />
        <TextInput name="pl_subTitle" />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <DateTimeField name="dateFrom" minuteStep={30} />
          <DateTimeField name="dateTill" minuteStep={30} />
        </Box>
        <TextInput name="sortOrder" type="number" inputMode="numeric" required />
        <SwitchInput name="isActive" />
        <ImageUploadField name="pl_imageUrl" folderName={FILE_FOLDERS.entertainments} size={IMAGE_SIZES.entertainment} />
      </FormShell>
    </Paper>
  );
}
