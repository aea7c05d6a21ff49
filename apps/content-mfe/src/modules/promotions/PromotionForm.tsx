import { memo } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { FormPreviewButton, FormShell, IMAGE_SIZES, ImageUploadField, LanguageTabs, TextInput, useEntityForm } from '@backoffice/ui';
import { DateTimeField } from '@backoffice/ui/date-time';
import { RichTextField } from '@backoffice/ui/rich-text';
import { CONTENT_LANGUAGES, FILE_FOLDERS, LANGUAGE_NAMES, REQUIRED_LANGUAGE, languageField, type ContentLanguage } from '@backoffice/validation';
import { PROMOTION_TEXT_FIELDS, PROMOTION_TEXT_LABELS, promotionSchema, type Promotion, type PromotionInput } from '@backoffice/modules-content';
import { promotions } from './api';
import { PROMOTION_PREVIEW_PATH } from './preview-path';

type Mode = 'add' | 'edit' | 'clone' | 'view';
type Values = Record<string, unknown>;
const TITLES: Record<Mode, string> = { add: 'Add Promotion', edit: 'Edit Promotion', clone: 'Clone Promotion', view: 'Promotion' };
const LANGUAGE_FIELDS = CONTENT_LANGUAGES.flatMap((language) => PROMOTION_TEXT_FIELDS.map((field) => languageField(language, field)));
const empty = {
  name: '', bettingUrl: '', requiredBetCount: '', iconUrl: '', imageUrl: '', rank: '', startAt: null, endAt: null, config: { minimumOdds: '' },
  ...Object.fromEntries(LANGUAGE_FIELDS.map((field) => [field, ''])),
};

// A language left empty is sent empty, so taking one away on edit clears it (a field left out keeps its value).
const toInput = (values: Values) => ({ ...values, ...Object.fromEntries(LANGUAGE_FIELDS.map((field) => [field, values[field] ?? ''])) }) as PromotionInput;
const toValues = ({ players: _players, status: _status, ...record }: Promotion) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, value ?? ''])) as Values;

// Memoised: LanguageTabs re-renders on every change of the form (its filled marks), and three rich-text editors
// need not re-render with it; each field follows its own value.
const LanguageFields = memo(function LanguageFields({ language }: { language: ContentLanguage }) {
  const required = language === REQUIRED_LANGUAGE;
  const label = (field: (typeof PROMOTION_TEXT_FIELDS)[number]) => `${LANGUAGE_NAMES[language]} ${PROMOTION_TEXT_LABELS[field].toLowerCase()}`;
  return (
    <>
      <TextInput name={languageField(language, 'shortDescription')} label={label('shortDescription')} required={required} multiline minRows={2} />
      <RichTextField name={languageField(language, 'longDescription')} label={label('longDescription')} required={required} imageFolder={FILE_FOLDERS.promotions} height={360} />
      <TextInput name={languageField(language, 'wonInfo')} label={label('wonInfo')} required={required} multiline minRows={2} helperText="What a player who completed the promotion reads" />
    </>
  );
});

/** /promotions/add, edit/{id}, clone/{id} (a new record from a copy) and view/{id} (read-only), each with its preview. */
export function PromotionForm({ mode }: { mode: Mode }) {
  const { id } = useParams();
  const form = useEntityForm(promotions, { mode, id, empty, toInput, toValues });
  if (form.loading) return <Skeleton variant="rounded" height={420} aria-label="Loading promotion" />;
  return (
    <Paper sx={{ p: 3, maxWidth: 960 }}>
      <FormShell schema={promotionSchema} {...form.formProps} title={TITLES[mode]} submitLabel={mode === 'edit' ? 'Update' : 'Create'}>
        <FormPreviewButton path={PROMOTION_PREVIEW_PATH} savedId={mode === 'view' ? id : undefined} />
        <TextInput name="name" required />
        <LanguageTabs label="Promotion languages" filledBy={PROMOTION_TEXT_FIELDS}>
          {(language) => <LanguageFields language={language} />}
        </LanguageTabs>
        <TextInput name="bettingUrl" required helperText="Where the promotion's button leads: a path of the site (/zaklady/…) or a full link" />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr 1fr' } }}>
          <TextInput name="requiredBetCount" type="number" inputMode="numeric" required />
          <TextInput name="config.minimumOdds" type="number" inputMode="decimal" required />
          <TextInput name="rank" type="number" inputMode="numeric" required helperText="1 is shown first" />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <DateTimeField name="startAt" minuteStep={30} required />
          <DateTimeField name="endAt" minuteStep={30} required />
        </Box>
        <ImageUploadField name="imageUrl" folderName={FILE_FOLDERS.promotions} size={IMAGE_SIZES.promotion} required />
        <ImageUploadField name="iconUrl" folderName={FILE_FOLDERS.promotionParameterIcons} size={IMAGE_SIZES.promotionParameterIcon} required previewWidth={160} previewHeight={160} />
      </FormShell>
    </Paper>
  );
}
