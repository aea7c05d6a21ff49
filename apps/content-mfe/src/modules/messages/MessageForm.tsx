import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { useField } from 'react-final-form';
import { FormPreviewButton, FormShell, IMAGE_SIZES, ImageUploadField, LanguageTabs, SelectInput, SwitchInput, TextInput, useEntityForm } from '@backoffice/ui';
import { DateTimeField } from '@backoffice/ui/date-time';
import { RichTextField } from '@backoffice/ui/rich-text';
import { CONTENT_LANGUAGES, FILE_FOLDERS, REQUIRED_LANGUAGE, languageField, type ContentLanguage } from '@backoffice/validation';
import { MESSAGE_CONTENT_FIELDS, MESSAGE_ICONS, MESSAGE_LANGUAGE_FIELDS, messageSchema, type Message, type MessageInput } from '@backoffice/modules-content';
import { messagesResource } from './api';

/** The preview screen outside the layout. */
export const MESSAGE_PREVIEW_PATH = '/messages/preview';
import { UsersFileField } from './UsersFileField';

type Mode = 'add' | 'edit' | 'clone' | 'view';
type Values = Record<string, unknown>;
const TITLES: Record<Mode, string> = { add: 'Add Message', edit: 'Edit Message', clone: 'Clone Message', view: 'Message' };
const LANGUAGE_FIELDS = CONTENT_LANGUAGES.flatMap((language) => MESSAGE_LANGUAGE_FIELDS.map((field) => languageField(language, field)));
const FLAGS = new Set(CONTENT_LANGUAGES.map((language) => languageField(language, 'isReadyHtml')));
const ICON_OPTIONS = [{ value: '', label: 'None' }, ...MESSAGE_ICONS];
const DATES = new Set(['dateFrom', 'dateTill']);
const empty: Values = {
  messageName: '', promotionId: '', iconId: '', sendToAll: true, addManually: false, includedExcludedUsers: [], includedExcludedUsersStr: '',
  dateFrom: null, dateTill: null, isActive: true,
  ...Object.fromEntries(LANGUAGE_FIELDS.map((field) => [field, FLAGS.has(field) ? field.startsWith(REQUIRED_LANGUAGE) : ''])),
};

// A language left empty is sent empty, so taking one away on edit clears it (a field left out keeps its value).
const toInput = (values: Values) =>
  ({ ...values, ...Object.fromEntries(LANGUAGE_FIELDS.map((field) => [field, values[field] ?? (FLAGS.has(field) ? false : '')])) }) as MessageInput;
const toValues = (record: Message) => Object.fromEntries(Object.entries(record).map(([key, value]) => [key, value === null && !DATES.has(key) ? '' : value]));

/** Who the listed players are: the ones who get it, or (sending to all) the ones left out; typed or from a file. */
function Audience() {
  const sendToAll = useField<boolean>('sendToAll', { subscription: { value: true } }).input.value;
  const addManually = useField<boolean>('addManually', { subscription: { value: true } }).input.value;
  const label = sendToAll ? 'Excluded users' : 'Included users';
  return addManually ? (
    <TextInput name="includedExcludedUsersStr" label={label} multiline minRows={3} required helperText="Player ids, one a line or separated by commas" />
  ) : (
    <UsersFileField name="includedExcludedUsers" label={label} />
  );
}

function LanguageBlock({ language }: { language: ContentLanguage }) {
  const field = (name: string) => languageField(language, name);
  // Only the flag re-renders the block: the whole form's values would redraw every field on each keystroke.
  const html = useField<boolean>(field('isReadyHtml'), { subscription: { value: true } }).input.value;
  const required = language === REQUIRED_LANGUAGE;
  return (
    <>
      <TextInput name={field('title')} required={required} />
      <ImageUploadField name={field('imageUrl')} folderName={FILE_FOLDERS.messages} size={IMAGE_SIZES.defaultImage} />
      <TextInput name={field('imageAltText')} required={required} />
      <SwitchInput name={field('isReadyHtml')} />
      {html ? (
        <RichTextField name={field('description')} required={required} height={240} imageFolder={FILE_FOLDERS.messages} />
      ) : (
        <TextInput name={field('description')} required={required} multiline minRows={4} />
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 2fr' } }}>
        <TextInput name={field('primaryButtonText')} />
        <TextInput name={field('primaryButtonLink')} helperText="A path of the site (/promocje/…) or a full link" />
      </Box>
    </>
  );
}

/** /messages/add, edit/{id}, clone/{id} (a new message from a copy) and view/{id} (read-only), each with its preview. */
export function MessageForm({ mode }: { mode: Mode }) {
  const { id } = useParams();
  const form = useEntityForm(messagesResource, { mode, id, empty, toInput, toValues });
  if (form.loading) return <Skeleton variant="rounded" height={420} aria-label="Loading message" />;
  return (
    <Paper sx={{ p: 3, maxWidth: 960 }}>
      <FormShell schema={messageSchema} {...form.formProps} title={TITLES[mode]} submitLabel={mode === 'edit' ? 'Update' : 'Create'}>
        <FormPreviewButton path={MESSAGE_PREVIEW_PATH} savedId={mode === 'view' ? id : undefined} />
        <TextInput name="messageName" required />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
          <SwitchInput name="sendToAll" />
          <SwitchInput name="addManually" />
        </Box>
        <Audience />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <TextInput name="promotionId" inputMode="numeric" helperText="The promotion the message advertises" />
          <SelectInput name="iconId" options={ICON_OPTIONS} size="small" />
          <DateTimeField name="dateFrom" minuteStep={30} />
          <DateTimeField name="dateTill" minuteStep={30} helperText="Required while the message is active" />
        </Box>
        <SwitchInput name="isActive" />
        <LanguageTabs label="Message languages" filledBy={MESSAGE_CONTENT_FIELDS}>
          {(language) => <LanguageBlock language={language} />}
        </LanguageTabs>
      </FormShell>
    </Paper>
  );
}
