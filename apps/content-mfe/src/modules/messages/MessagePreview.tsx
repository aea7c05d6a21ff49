import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useLocation, useParams } from 'react-router';
import { DevicePreview, LanguageSwitch, usePreviewDraft } from '@backoffice/ui';
import { CONTENT_LANGUAGES, REQUIRED_LANGUAGE, languageField, type ContentLanguage } from '@backoffice/validation';
import { audienceText } from '@backoffice/modules-content';
import { messagesResource } from './api';
import { MessageCard } from './MessageCard';

type Values = Record<string, unknown>;

/** The languages a message has: Polish always, the others once their title is written. */
const languagesOf = (message: Values) =>
  CONTENT_LANGUAGES.filter((language) => language === REQUIRED_LANGUAGE || String(message[languageField(language, 'title')] ?? '').trim() !== '');

function PreviewOf({ message }: { message: Values }) {
  const languages = languagesOf(message);
  const [chosen, setLanguage] = useState<ContentLanguage>(REQUIRED_LANGUAGE);
  const language = languages.includes(chosen) ? chosen : REQUIRED_LANGUAGE;
  const languageSwitch = <LanguageSwitch value={language} onChange={setLanguage} languages={languages} />;
  return (
    <>
      <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
        {String(message.messageName ?? '')} · {audienceText(message)}
      </Typography>
      <DevicePreview label="Message as players see it" controls={languageSwitch}>
        {(device) => <MessageCard message={message} language={language} phone={device === 'phone'} />}
      </DevicePreview>
    </>
  );
}

function SavedPreview({ id }: { id: string }) {
  const record = messagesResource.useOne(id);
  if (record.isPending) return <LinearProgress aria-label="Loading message" />;
  if (!record.data) return <Alert severity="error">This message could not be loaded.</Alert>;
  return <PreviewOf message={record.data as unknown as Values} />;
}

/**
 * /messages/preview (outside the layout): `?draft=` shows a form's unsaved values and follows its typing,
 * `/messages/preview/{id}` a saved one (as the kit's FormPreviewButton opens it); per language, at desktop and phone width.
 */
export function MessagePreview() {
  const { search } = useLocation();
  const draft = usePreviewDraft<Values>(search);
  const id = useParams()['*'] || undefined;
  return (
    <Box component="main" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2, minHeight: '100vh' }}>
      <Typography variant="h1" sx={{ textAlign: 'center' }}>
        Message Preview
      </Typography>
      {draft ? (
        <PreviewOf message={draft} />
      ) : id ? (
        <SavedPreview id={id} />
      ) : (
        <Alert severity="info">Nothing to preview: open the preview from a message's form.</Alert>
      )}
    </Box>
  );
}
