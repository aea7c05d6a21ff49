import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { FormShell, IMAGE_SIZES, ImageUploadField, SwitchInput, TextInput, useEntityForm } from '@backoffice/ui';
import { FILE_FOLDERS } from '@backoffice/validation';
import { categoryImageSchema, type CategoryImage } from '@backoffice/modules-content';
import { categoryImages } from './api';
import { CategoryNameLookup } from './CategoryNameLookup';

type Mode = 'add' | 'edit' | 'preview';
const TITLES: Record<Mode, string> = { add: 'Create Category Image', edit: 'Edit Category Image', preview: 'Category Image' };
const empty = { categoryId: '', eventId: '', categoryName: '', additionalData: { backgroundURL: '', eventName: '', disableNoFollow: false }, isActive: true };
const toValues = ({ categoryId, eventId, categoryName, additionalData, isActive }: CategoryImage) => ({ categoryId, eventId, categoryName, additionalData, isActive });

/** /category-image/create, edit/{id} and preview/{id} (read-only). */
export function CategoryImageForm({ mode }: { mode: Mode }) {
  const { id } = useParams();
  const form = useEntityForm(categoryImages, { mode, id, empty, toValues });
  if (form.loading) return <Skeleton variant="rounded" height={480} aria-label="Loading category image" />;
  return (
    <Paper sx={{ p: 3, maxWidth: 860 }}>
      <FormShell schema={categoryImageSchema} {...form.formProps} title={TITLES[mode]} submitLabel={mode === 'add' ? 'Create' : 'Update'}>
        <CategoryNameLookup />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 2fr' } }}>
          <TextInput name="categoryId" type="number" inputMode="numeric" required />
          <TextInput name="categoryName" helperText="Filled from the sportsbook when the id is typed" />
          <TextInput name="eventId" type="number" inputMode="numeric" required />
          <TextInput name="additionalData.eventName" label="Event name" />
        </Box>
        <ImageUploadField name="additionalData.backgroundURL" label="Background image" folderName={FILE_FOLDERS.categoryImages} size={IMAGE_SIZES.categoryBackground} />
        <SwitchInput name="additionalData.disableNoFollow" label="Disable nofollow" />
        <SwitchInput name="isActive" />
      </FormShell>
    </Paper>
  );
}
