import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { FormShell, SelectInput, SwitchInput, TextInput, useEntityForm } from '@backoffice/ui';
import { DateTimeField } from '@backoffice/ui/date-time';
import { moduleResource } from '@backoffice/api/query';
import { SITEMAP_CHANGE_FREQUENCIES, sitemapEntrySchema, sitemapModule, type SitemapEntry, type SitemapEntryInput } from '@backoffice/modules-content';

type Mode = 'add' | 'edit';
const TITLES: Record<Mode, string> = { add: 'Create Sitemap Entry', edit: 'Edit Sitemap Entry' };
const FREQUENCIES = SITEMAP_CHANGE_FREQUENCIES.map((value) => ({ value, label: value }));
const empty = { path: '', changeFrequency: 'weekly', priority: 0.5, lastModified: null, included: true };

/** /sitemap/create and edit/{id}: one URL of the public sitemap. */
export function SitemapForm({ mode }: { mode: Mode }) {
  const { id } = useParams();
  const form = useEntityForm(moduleResource<SitemapEntry, SitemapEntryInput>(sitemapModule), { mode, id, empty });
  if (form.loading) return <Skeleton variant="rounded" height={420} aria-label="Loading sitemap entry" />;
  const fromLanding = form.record.data?.source === 'landing';
  return (
    <Paper sx={{ p: 3, maxWidth: 860 }}>
      <FormShell schema={sitemapEntrySchema} {...form.formProps} title={TITLES[mode]} submitLabel={mode === 'add' ? 'Create' : 'Update'}>
        {fromLanding && <Alert severity="info">This entry follows a published landing page: its path is the page's link code, and it leaves the sitemap when the page is unpublished.</Alert>}
        <TextInput name="path" required disabled={fromLanding} helperText="A path of the public site, e.g. /kategorie/ekstraklasa" />
        <SelectInput name="changeFrequency" required options={FREQUENCIES} />
        <TextInput name="priority" type="number" inputMode="decimal" required helperText="0.0 to 1.0, one decimal place" />
        <DateTimeField name="lastModified" minuteStep={30} />
        <SwitchInput name="included" />
      </FormShell>
    </Paper>
  );
}
