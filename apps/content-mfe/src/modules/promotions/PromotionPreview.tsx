import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useLocation, useParams } from 'react-router';
import { DevicePreview, isPreviewDraftUnsaved, LanguageSwitch, usePreviewDraft } from '@backoffice/ui';
import { LANGUAGE_NAMES, type ContentLanguage } from '@backoffice/validation';
import { promotions } from './api';
import { PromotionCard, languageTexts } from './PromotionCard';

type Values = Record<string, unknown>;
/**
 * /promotion/preview, outside the layout: the promotion as a player would see it, per language and at
 * desktop or phone width — the unsaved values of a form (?draft=…, following its typing) or a saved one (/promotion/preview/{id}, as the kit's FormPreviewButton opens it).
 */
export default function PromotionPreview() {
  const { search } = useLocation();
  const draft = usePreviewDraft<Values>(search);
  const draftId = new URLSearchParams(search).get('draft');
  const id = useParams()['*'] || undefined;
  const saved = promotions.useOne(draft ? undefined : id);
  const [language, setLanguage] = useState<ContentLanguage>('pl');
  const values = draft ?? (saved.data as Values | undefined);

  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'grey.100', p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">Promotion preview{draft && draftId && isPreviewDraftUnsaved(draftId) ? ' (unsaved changes)' : ''}</Typography>
      {values ? (
        <>
          {!languageTexts(values, language).filled && (
            <Alert severity="info">{LANGUAGE_NAMES[language]} texts are not filled: players reading in {LANGUAGE_NAMES[language]} see the Polish ones.</Alert>
          )}
          <DevicePreview label="Promotion page" controls={<LanguageSwitch value={language} onChange={setLanguage} />}>
            {() => <PromotionCard values={values} language={language} />}
          </DevicePreview>
        </>
      ) : id && saved.isPending ? (
        <Skeleton variant="rounded" height={480} aria-label="Loading promotion" />
      ) : (
        <Alert severity="warning">Nothing to preview: open the preview from a promotion&apos;s form.</Alert>
      )}
    </Box>
  );
}
