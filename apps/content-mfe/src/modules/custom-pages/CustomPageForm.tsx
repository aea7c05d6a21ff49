import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { useField, useForm } from 'react-final-form';
import { AvailableTextInput, FormPreviewButton, FormShell, LanguageTabs, SwitchInput, TextInput, useEntityForm } from '@backoffice/ui';
import { DateTimeField } from '@backoffice/ui/date-time';
import { RichTextField } from '@backoffice/ui/rich-text';
import { FILE_FOLDERS, LANGUAGE_NAMES, REQUIRED_LANGUAGE, languageField } from '@backoffice/validation';
import { CUSTOM_PAGE_CONTENT_FIELDS, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, SLUG_MAX, SLUG_PATTERN, SLUG_TAKEN, customPageSchema, slugify, type CustomPage, type CustomPageInput } from '@backoffice/modules-content';
import { CUSTOM_PAGE_PREVIEW_PATH, customPages, slugIsFree } from './api';

type Mode = 'add' | 'clone' | 'edit' | 'view';
type Values = Record<string, unknown>;
const TITLES: Record<Mode, string> = { add: 'Add Custom Page', clone: 'Clone Custom Page', edit: 'Edit Custom Page', view: 'Custom Page' };
const TEXT_FIELDS = [...CUSTOM_PAGE_CONTENT_FIELDS, 'seoTitle', 'seoDescription'];
const empty = { title: '', slug: '', seoTitle: '', seoDescription: '', dateFrom: null, dateTill: null, isActive: true, ...Object.fromEntries(CUSTOM_PAGE_CONTENT_FIELDS.map((f) => [f, ''])) };

// A language left empty is sent empty, so taking one away on edit clears it (a field left out keeps its value).
const toInput = (values: Values) => ({ ...values, ...Object.fromEntries(CUSTOM_PAGE_CONTENT_FIELDS.map((field) => [field, values[field] ?? ''])) }) as CustomPageInput;
const textValues = (page: CustomPage): Values => ({ ...page, ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, page[field as keyof CustomPage] ?? ''])) });
// A copy cannot share the address of its original: it starts as {slug}-kopia (docs/decisions.md).
const copySlug = (slug: string) => `${slug.slice(0, SLUG_MAX - '-kopia'.length)}-kopia`;
const isWellFormed = (slug: string) => SLUG_PATTERN.test(slug);

/** Fills an empty slug from the title when the title is left (Polish letters folded: "O nas" → o-nas). */
function SlugFromTitle() {
  const form = useForm();
  const { meta } = useField('title', { subscription: { active: true } });
  const wasActive = useRef(false);
  useEffect(() => {
    const { values } = form.getState();
    if (wasActive.current && !meta.active && !values.slug && typeof values.title === 'string') form.change('slug', slugify(values.title) || undefined);
    wasActive.current = Boolean(meta.active);
  }, [meta.active, form]);
  return null;
}

/** /custom-page/add, clone/{id} (a new page from a copy), edit/{id} and view/{id} (read-only). */
export function CustomPageForm({ mode }: { mode: Mode }) {
  const { id } = useParams();
  const toValues = (page: CustomPage) => {
    const values = textValues(page);
    return mode === 'clone' ? { ...values, slug: copySlug(page.slug) } : values;
  };
  const form = useEntityForm(customPages, { mode, id, empty, toInput, toValues });
  if (form.loading) return <Skeleton variant="rounded" height={420} aria-label="Loading custom page" />;
  const ownId = mode === 'edit' ? id : undefined;
  return (
    <Paper sx={{ p: 3, maxWidth: 1000 }}>
      <FormShell schema={customPageSchema} {...form.formProps} title={TITLES[mode]} submitLabel={mode === 'edit' ? 'Update' : 'Create'}>
        {mode !== 'view' && <SlugFromTitle />}
        <TextInput name="title" required />
        <AvailableTextInput
          name="slug"
          label="Slug"
          required
          isAvailable={(slug) => slugIsFree(slug, ownId)}
          takenText={SLUG_TAKEN}
          lookupWhen={isWellFormed}
          helperText="The page's address on the site: lower-case letters, digits and hyphens (o-nas → /o-nas)"
        />
        <LanguageTabs label="Page content" filledBy={['content']}>
          {(language) => (
            <RichTextField
              name={languageField(language, 'content')}
              label={`${LANGUAGE_NAMES[language]} content`}
              required={language === REQUIRED_LANGUAGE}
              imageFolder={FILE_FOLDERS.customPages}
              height={600}
            />
          )}
        </LanguageTabs>
        <TextInput name="seoTitle" counter={SEO_TITLE_MAX} helperText="Shown as the title of the search result and the browser tab (the page title when empty)" />
        <TextInput name="seoDescription" multiline minRows={2} counter={SEO_DESCRIPTION_MAX} helperText="The snippet under the title in search results" />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <DateTimeField name="dateFrom" minuteStep={30} />
          <DateTimeField name="dateTill" minuteStep={30} />
        </Box>
        <SwitchInput name="isActive" />
        <FormPreviewButton path={CUSTOM_PAGE_PREVIEW_PATH} savedId={mode === 'view' ? id : undefined} />
      </FormShell>
    </Paper>
  );
}
