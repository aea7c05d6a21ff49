import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { FormShell, IMAGE_SIZES, ImageUploadField, KeyValueListEditor, SwitchInput, TextInput, useEntityForm } from '@backoffice/ui';
import { DateTimeField } from '@backoffice/ui/date-time';
import { moduleResource } from '@backoffice/api/query';
import { FILE_FOLDERS, HOME_PLACEMENT_KEYS, NAVIGATION_SECTIONS } from '@backoffice/validation';
import { placementSchema, placementsModule, type Placement, type PlacementInput } from '@backoffice/modules-content';

type Mode = 'add' | 'edit' | 'view';
const TITLES: Record<Mode, string> = { add: 'Create Placement', edit: 'Edit Placement', view: 'Placement' };
const empty = {
  placementName: '', pl_title: '', pl_subTitle: '', dateFrom: null, dateTill: null, places: [], screens: [{ key: '', value: '' }],
  isActive: true, pl_imageUrl: '', pl_imageAltText: '',
};

/** /placements/add, edit/{id} and view/{id} (read-only). */
export function PlacementForm({ mode }: { mode: Mode }) {
  const { id } = useParams();
  const form = useEntityForm(moduleResource<Placement, PlacementInput>(placementsModule), { mode, id, empty });
  if (form.loading) return <Skeleton variant="rounded" height={420} aria-label="Loading placement" />;
  return (
    <Paper sx={{ p: 3, maxWidth: 860 }}>
      <FormShell schema={placementSchema} {...form.formProps} title={TITLES[mode]} submitLabel={mode === 'add' ? 'Create' : 'Update'}>
        <TextInput name="placementName" required />
        <TextInput name="pl_title" />
        <TextInput name="pl_subTitle" />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <DateTimeField name="dateFrom" minuteStep={30} />
          <DateTimeField name="dateTill" minuteStep={30} />
        </Box>
        <KeyValueListEditor name="places" label="Places" keyLabel="Place" valueLabel="Position" addLabel="Add place" keyOptions={NAVIGATION_SECTIONS} />
        <KeyValueListEditor name="screens" label="Screens" keyLabel="Screen" valueLabel="Slot" addLabel="Add screen" keyOptions={HOME_PLACEMENT_KEYS} />
        <ImageUploadField name="pl_imageUrl" required folderName={FILE_FOLDERS.placements} size={IMAGE_SIZES.placement} />
        <TextInput name="pl_imageAltText" required />
        <SwitchInput name="isActive" />
      </FormShell>
    </Paper>
  );
}
