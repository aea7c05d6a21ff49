import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { FormShell, IMAGE_SIZES, ImageUploadField, SwitchInput, TextInput, useEntityForm } from '@backoffice/ui';
import { moduleResource } from '@backoffice/api/query';
import { FILE_FOLDERS, schemaEntries } from '@backoffice/validation';
import { medalSchema, medalsModule, type Medal, type MedalInput } from '@backoffice/modules-content';

type Mode = 'add' | 'edit' | 'view';
const TITLES: Record<Mode, string> = { add: 'Add Medal', edit: 'Edit Medal', view: 'Medal' };
const FIELDS = Object.keys(schemaEntries(medalSchema));
const empty = { medalKey: '', namePl: '', rule: '', imageUrl: '', isActive: true, sortOrder: 0 };
const toValues = (medal: Medal) => Object.fromEntries(FIELDS.map((f) => [f, medal[f as keyof Medal]]));
const LANGUAGES = [
  { code: 'Pl', label: 'Polish', required: true },
  { code: 'En', label: 'English', required: false },
  { code: 'Uk', label: 'Ukrainian', required: false },
] as const;

/** /medals/add, edit/{id} and view/{id} (read-only). */
export function MedalForm({ mode }: { mode: Mode }) {
  const { id } = useParams();
  const form = useEntityForm(moduleResource<Medal, MedalInput>(medalsModule), { mode, id, empty, toValues });
  if (form.loading) return <Skeleton variant="rounded" height={520} aria-label="Loading medal" />;
  return (
    <Paper sx={{ p: 3, maxWidth: 860 }}>
      <FormShell schema={medalSchema} {...form.formProps} title={TITLES[mode]} submitLabel={mode === 'add' ? 'Create' : 'Update'}>
        <TextInput name="medalKey" required helperText="Lowercase words joined by hyphens, e.g. first-win; the awarding engine refers to it" />
        {LANGUAGES.map(({ code, label, required }) => (
          <Box key={code} component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
            <Typography component="legend" variant="subtitle2">{label}</Typography>
            <TextInput name={`name${code}`} label={`${label} name`} required={required} />
            <TextInput name={`description${code}`} label={`${label} description`} multiline minRows={2} />
          </Box>
        ))}
        <TextInput name="rule" required multiline minRows={2} helperText="How a player earns the medal, in words" />
        <ImageUploadField name="imageUrl" folderName={FILE_FOLDERS.medals} size={IMAGE_SIZES.medal} />
        <SwitchInput name="isActive" />
        <TextInput name="sortOrder" type="number" inputMode="numeric" required />
      </FormShell>
    </Paper>
  );
}
