import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { FormShell, LanguageTabs, PdfUploadField, SelectInput, SwitchInput, TextInput, useEntityForm } from '@backoffice/ui';
import { moduleResource } from '@backoffice/api/query';
import { CONTENT_LANGUAGES, FILE_FOLDERS, LANGUAGE_NAMES, REQUIRED_LANGUAGE, languageField } from '@backoffice/validation';
import { REGULATION_TYPES, regulationSchema, regulationsModule, type Regulation, type RegulationInput } from '@backoffice/modules-content';

type Mode = 'add' | 'edit' | 'view';
type Values = Record<string, unknown>;
const TITLES: Record<Mode, string> = { add: 'Add Regulation', edit: 'Edit Regulation', view: 'Regulation' };
const LANGUAGE_FIELDS = CONTENT_LANGUAGES.flatMap((language) => [languageField(language, 'title'), languageField(language, 'fileUrl')]);
const FILLED_BY = ['title', 'fileUrl'];
const empty = { regulationName: '', type: '', isActive: true, ...Object.fromEntries(LANGUAGE_FIELDS.map((field) => [field, ''])) };

// A language left empty is sent empty, so taking one away on edit clears it (a field left out keeps its value).
const toInput = (values: Values) => ({ ...values, ...Object.fromEntries(LANGUAGE_FIELDS.map((field) => [field, values[field] ?? ''])) }) as RegulationInput;
const toValues = (record: Regulation) => Object.fromEntries(Object.entries(record).map(([key, value]) => [key, value ?? '']));

/** /regulations/add, edit/{regulationId} and view/{regulationId} (read-only): per language a title and a PDF. */
export function RegulationForm({ mode }: { mode: Mode }) {
  const { id } = useParams();
  const form = useEntityForm(moduleResource<Regulation, RegulationInput>(regulationsModule), { mode, id, empty, toInput, toValues });
  if (form.loading) return <Skeleton variant="rounded" height={420} aria-label="Loading regulation" />;
  return (
    <Paper sx={{ p: 3, maxWidth: 860 }}>
      <FormShell schema={regulationSchema} {...form.formProps} title={TITLES[mode]} submitLabel={mode === 'edit' ? 'Update' : 'Create'}>
        <TextInput name="regulationName" required />
        <SelectInput name="type" options={REGULATION_TYPES} required size="small" />
        <SwitchInput name="isActive" />
        <LanguageTabs label="Regulation languages" filledBy={FILLED_BY}>
          {(language) => (
            <>
              <TextInput name={languageField(language, 'title')} label={`${LANGUAGE_NAMES[language]} title`} required={language === REQUIRED_LANGUAGE} />
              <PdfUploadField
                name={languageField(language, 'fileUrl')}
                label={`${LANGUAGE_NAMES[language]} PDF`}
                folderName={FILE_FOLDERS.regulations}
                required={language === REQUIRED_LANGUAGE}
              />
            </>
          )}
        </LanguageTabs>
      </FormShell>
    </Paper>
  );
}

