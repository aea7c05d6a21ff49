import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useLocation, useParams } from 'react-router';
import { usePreviewDraft } from '@backoffice/ui';
import { CONTENT_LANGUAGES, LANGUAGE_NAMES, type ContentLanguage } from '@backoffice/validation';
import { promotions } from './api';
import { PromotionCard, languageTexts } from './PromotionCard';

type Values = Record<string, unknown>;
const WIDTHS = { desktop: 820, phone: 375 } as const;

/**
 * /promotion/preview, outside the layout (spec 1 §2): the promotion as a player would see it, per language and at
 * desktop or phone width — the unsaved values of a form (?draft=…, following its typing) or a saved one (/promotion/preview/{id}, as the kit's FormPreviewButton opens it).
 */
export default function PromotionPreview() {
  const { search } = useLocation();
  const draft = usePreviewDraft<Values>(search);
  const id = useParams()['*'] || undefined;
  const saved = promotions.useOne(draft ? undefined : id);
  const [language, setLanguage] = useState<ContentLanguage>('pl');
  const [width, setWidth] = useState<keyof typeof WIDTHS>('desktop');
  const values = draft ?? (saved.data as Values | undefined);

  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'grey.100', p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          Promotion preview{draft ? ' (unsaved changes)' : ''}
        </Typography>
        <ToggleButtonGroup exclusive size="small" value={language} onChange={(_, next: ContentLanguage | null) => next && setLanguage(next)} aria-label="Language">
          {CONTENT_LANGUAGES.map((l) => (
            <ToggleButton key={l} value={l} aria-label={LANGUAGE_NAMES[l]}>
              {l.toUpperCase()}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup exclusive size="small" value={width} onChange={(_, next: keyof typeof WIDTHS | null) => next && setWidth(next)} aria-label="Screen width">
          <ToggleButton value="desktop">Desktop</ToggleButton>
          <ToggleButton value="phone">Phone</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {values ? (
        <>
          {!languageTexts(values, language).filled && (
            <Alert severity="info">{LANGUAGE_NAMES[language]} texts are not filled: players reading in {LANGUAGE_NAMES[language]} see the Polish ones.</Alert>
          )}
          <Box sx={{ width: '100%', maxWidth: WIDTHS[width], mx: 'auto' }}>
            <PromotionCard values={values} language={language} />
          </Box>
        </>
      ) : id && saved.isPending ? (
        <Skeleton variant="rounded" height={480} aria-label="Loading promotion" />
      ) : (
        <Alert severity="warning">Nothing to preview: open the preview from a promotion&apos;s form.</Alert>
      )}
    </Box>
  );
}
