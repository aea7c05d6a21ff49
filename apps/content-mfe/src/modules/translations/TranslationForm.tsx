import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { FormShell, SelectInput, TextInput, useEntityForm } from '@backoffice/ui';
import { appTranslationSchema, TRANSLATION_NAMESPACES } from '@backoffice/modules-content';
import { translations } from './api';

type Mode = 'add' | 'view';
const TITLES: Record<Mode, string> = { add: 'Add Translation', view: 'Translation' };
const empty = { namespace: 'app', key: '', pl_value: '', en_value: '', uk_value: '' };

/** /translation/add and view/{id} (read-only); values are edited in the list's rows. */
export function TranslationForm({ mode }: { mode: Mode }) {
  const { id } = useParams();
  const form = useEntityForm(translations, { mode, id, empty });
  if (form.loading) return <Skeleton variant="rounded" height={420} aria-label="Loading translation" />;
  return (
    <Paper sx={{ p: 3, maxWidth: 860 }}>
      <FormShell schema={appTranslationSchema} {...form.formProps} title={TITLES[mode]} submitLabel="Create">
        <SelectInput name="namespace" options={TRANSLATION_NAMESPACES} required />
        <TextInput name="key" required helperText="Parts joined by dots, e.g. betslip.placeBet" />
        <TextInput name="pl_value" required multiline minRows={2} />
        <TextInput name="en_value" multiline minRows={2} />
        <TextInput name="uk_value" multiline minRows={2} />
      </FormShell>
    </Paper>
  );
}
