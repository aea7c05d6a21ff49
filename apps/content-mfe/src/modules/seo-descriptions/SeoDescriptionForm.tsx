import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { FormShell, Suggestions, TextInput, useEntityForm } from '@backoffice/ui';
import { moduleResource } from '@backoffice/api/query';
import { HOME_PLACEMENT_KEYS, STATIC_PAGES } from '@backoffice/validation';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, seoDescriptionSchema, seoDescriptionsModule, seoDescriptionUpdateSchema, type SeoDescription, type SeoDescriptionInput } from '@backoffice/modules-content';
import { SearchResultPreview } from './SearchResultPreview';

/** Page types the site knows: the home placements and the static pages; another type may be typed. */
const SEO_PAGE_TYPE_CHOICES = [...HOME_PLACEMENT_KEYS, ...STATIC_PAGES];

type Mode = 'add' | 'edit' | 'view';
const TITLES: Record<Mode, string> = { add: 'Create SEO Description', edit: 'Edit SEO Description', view: 'SEO Description' };
const empty = { type: '', name: '', pl_title: '', pl_description: '' };

/** /editable-seo-desc/add, edit/{type} and read/{type} (read-only). The type is the record's address: set once. */
export function SeoDescriptionForm({ mode }: { mode: Mode }) {
  const { type } = useParams();
  const form = useEntityForm(moduleResource<SeoDescription, SeoDescriptionInput>(seoDescriptionsModule), { mode, id: type, empty });
  if (form.loading) return <Skeleton variant="rounded" height={420} aria-label="Loading SEO description" />;
  const schema = mode === 'add' ? seoDescriptionSchema : seoDescriptionUpdateSchema;
  return (
    <Paper sx={{ p: 3, maxWidth: 860 }}>
      <FormShell schema={schema} {...form.formProps} title={TITLES[mode]} submitLabel={mode === 'add' ? 'Create' : 'Update'}>
        <Suggestions id="seo-page-types" options={SEO_PAGE_TYPE_CHOICES} />
        <TextInput name="type" required={mode === 'add'} disabled={mode !== 'add'} list="seo-page-types" helperText="The page type, e.g. home, live, sport-football: one description per type" />
        <TextInput name="name" required />
        <TextInput name="pl_title" required counter={SEO_TITLE_MAX} />
        <TextInput name="pl_description" required multiline minRows={3} counter={SEO_DESCRIPTION_MAX} />
        <SearchResultPreview titleMax={SEO_TITLE_MAX} descriptionMax={SEO_DESCRIPTION_MAX} />
      </FormShell>
    </Paper>
  );
}
