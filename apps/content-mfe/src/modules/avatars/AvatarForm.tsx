import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { FormShell, IMAGE_SIZES, MultiImageUploadField, SwitchInput, TextInput, useEntityForm } from '@backoffice/ui';
import { DateTimeField } from '@backoffice/ui/date-time';
import { moduleResource } from '@backoffice/api/query';
import { FILE_FOLDERS, schemaEntries } from '@backoffice/validation';
import { avatarCategorySchema, avatarsModule, type AvatarCategory, type AvatarCategoryInput, type AvatarInput } from '@backoffice/modules-content';

type Mode = 'add' | 'edit' | 'preview';
const TITLES: Record<Mode, string> = { add: 'Create Avatars', edit: 'Edit Avatars', preview: 'Avatars' };
const FIELDS = Object.keys(schemaEntries(avatarCategorySchema));
const empty = { categoryName: '', categoryTagline: '', dateFrom: null, dateTill: null, sortOrder: 0, isActive: true, isNew: false, avatars: [] };
const toValues = (c: AvatarCategory) => Object.fromEntries(FIELDS.map((f) => [f, c[f as keyof AvatarCategory]]));
const toAvatar = (url: string, fileName: string): AvatarInput => ({ avatarFileUrl: url, avatarFile: fileName });

/** /avatars/create, edit/{id} and preview/{id} (read-only): a section and its avatars. */
export function AvatarForm({ mode }: { mode: Mode }) {
  const { id } = useParams();
  const form = useEntityForm(moduleResource<AvatarCategory, AvatarCategoryInput>(avatarsModule), { mode, id, empty, toValues });
  if (form.loading) return <Skeleton variant="rounded" height={520} aria-label="Loading avatars" />;
  return (
    <Paper sx={{ p: 3, maxWidth: 960 }}>
      <FormShell schema={avatarCategorySchema} {...form.formProps} title={TITLES[mode]} submitLabel={mode === 'add' ? 'Create' : 'Update'}>
        <TextInput name="categoryName" required />
        <TextInput name="categoryTagline" required />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <DateTimeField name="dateFrom" minuteStep={30} />
          <DateTimeField name="dateTill" minuteStep={30} />
        </Box>
        <TextInput name="sortOrder" type="number" inputMode="numeric" required />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <SwitchInput name="isActive" />
          <SwitchInput name="isNew" />
        </Box>
        <MultiImageUploadField<AvatarInput>
          name="avatars"
          label="Avatars"
          size={IMAGE_SIZES.avatar}
          folderName={FILE_FOLDERS.avatars}
          toItem={toAvatar}
          urlOf={(a) => a.avatarFileUrl}
        />
      </FormShell>
    </Paper>
  );
}
