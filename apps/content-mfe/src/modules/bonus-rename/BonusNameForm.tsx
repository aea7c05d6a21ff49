import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { moduleResource } from '@backoffice/api/query';
import { FormShell, SwitchInput, TextInput, useEntityForm } from '@backoffice/ui';
import { bonusNameSchema, bonusRenameModule, type BonusName, type BonusNameInput } from '@backoffice/modules-content';

type Mode = 'add' | 'edit' | 'view';
const TITLES: Record<Mode, string> = { add: 'Create Bonus Name', edit: 'Edit Bonus Name', view: 'Bonus Name' };
const empty = { bonusId: '', originalName: '', namePl: '', nameEn: '', nameUk: '', isActive: true };

/** /bonus-rename/add, edit/{id} and view/{id} (read-only): the engine's bonus and the names players see. */
export function BonusNameForm({ mode }: { mode: Mode }) {
  const { id } = useParams();
  const form = useEntityForm(moduleResource<BonusName, BonusNameInput>(bonusRenameModule), { mode, id, empty });
  if (form.loading) return <Skeleton variant="rounded" height={360} aria-label="Loading bonus name" />;
  return (
    <Paper sx={{ p: 3, maxWidth: 860 }}>
      <FormShell schema={bonusNameSchema} {...form.formProps} title={TITLES[mode]} submitLabel={mode === 'add' ? 'Create' : 'Update'}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 2fr' } }}>
          <TextInput name="bonusId" required helperText="The bonus engine's id" />
          <TextInput name="originalName" required helperText="The bonus engine's name" />
        </Box>
        <TextInput name="namePl" required />
        <TextInput name="nameEn" />
        <TextInput name="nameUk" />
        <SwitchInput name="isActive" />
      </FormShell>
    </Paper>
  );
}
