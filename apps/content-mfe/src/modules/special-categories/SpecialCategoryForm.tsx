import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { FormShell, IMAGE_SIZES, ImageUploadField, TextInput, useEntityForm } from '@backoffice/ui';
import { DateTimeField } from '@backoffice/ui/date-time';
import { moduleResource } from '@backoffice/api/query';
import { FILE_FOLDERS } from '@backoffice/validation';
import { specialCategoriesModule, specialCategorySchema, type SpecialCategory, type SpecialCategoryInput } from '@backoffice/modules-content';

type Mode = 'add' | 'edit' | 'preview';
const TITLES: Record<Mode, string> = { add: 'Create Special Category', edit: 'Edit Special Category', preview: 'Special Category' };
const empty = { categoryName: '', categoryUrl: '', seoDescription: '', graphicsUrl: '', dateStart: null, dateTill: null, sortOrder: 0 };

/** /special-categories/create, edit/{id} and preview/{id} (read-only). */
export function SpecialCategoryForm({ mode }: { mode: Mode }) {
  const { id } = useParams();
  const form = useEntityForm(moduleResource<SpecialCategory, SpecialCategoryInput>(specialCategoriesModule), { mode, id, empty });
  if (form.loading) return <Skeleton variant="rounded" height={420} aria-label="Loading category" />;
  return (
    <Paper sx={{ p: 3, maxWidth: 860 }}>
      <FormShell schema={specialCategorySchema} {...form.formProps} title={TITLES[mode]} submitLabel={mode === 'add' ? 'Create' : 'Update'}>
        <TextInput name="categoryName" required />
        <TextInput name="categoryUrl" required helperText="A path of the site (/kategorie/…) or a full link" />
        <TextInput name="seoDescription" required multiline minRows={2} />
        <ImageUploadField name="graphicsUrl" folderName={FILE_FOLDERS.specialCategories} size={IMAGE_SIZES.specialCategory} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <DateTimeField name="dateStart" minuteStep={30} />
          <DateTimeField name="dateTill" minuteStep={30} />
        </Box>
        <TextInput name="sortOrder" type="number" inputMode="numeric" required />
      </FormShell>
    </Paper>
  );
}
