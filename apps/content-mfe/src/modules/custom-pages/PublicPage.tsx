import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { SafeHtml } from '@backoffice/ui/rich-text';
import { CONTENT_LANGUAGES, LANGUAGE_NAMES, languageField, type ContentLanguage, formatDateTime } from '@backoffice/validation';
import type { CustomPageInput } from '@backoffice/modules-content';

export type PageShown = Partial<Record<keyof CustomPageInput, unknown>>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const when = (iso: string) => formatDateTime(iso);

/** Why the site would not show the page now (switched off, not yet, no longer), or undefined when it would. */
function notShownReason(page: PageShown, now = Date.now()): string | undefined {
  if (page.isActive === false) return 'This page is switched off: the site does not show it.';
  const from = text(page.dateFrom);
  const till = text(page.dateTill);
  if (from && Date.parse(from) > now) return `The site shows this page from ${when(from)}.`;
  if (till && Date.parse(till) <= now) return `The site stopped showing this page on ${when(till)}.`;
  return undefined;
}

/**
 * A custom page as the public site renders it: the title, the body of the chosen language (sanitised, SafeHtml),
 * with the search result it makes (SEO title and description) and a note when the site would not show it now.
 */
export function PublicPage({ page }: { page: PageShown }) {
  const languages = CONTENT_LANGUAGES.filter((language) => text(page[languageField(language, 'content') as keyof PageShown]) !== '');
  const [language, setLanguage] = useState<ContentLanguage>('pl');
  const shown = languages.includes(language) ? language : (languages[0] ?? 'pl');
  const title = text(page.title);
  const seoTitle = text(page.seoTitle) || title;
  useEffect(() => {
    document.title = seoTitle;
  }, [seoTitle]);
  const reason = notShownReason(page);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', py: 3 }}>
      <Container maxWidth="md" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Alert severity={reason ? 'warning' : 'info'}>{reason ?? 'Preview: the page as the site shows it.'}</Alert>
        <Box component="section" aria-label="Search result" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.paper' }}>
          <Typography variant="body2" color="text.secondary">/{text(page.slug)}</Typography>
          <Typography variant="h6" component="p" color="primary">{seoTitle}</Typography>
          <Typography variant="body2">{text(page.seoDescription) || '—'}</Typography>
        </Box>
        {languages.length > 1 && (
          <Tabs value={shown} onChange={(_, next: ContentLanguage) => setLanguage(next)} aria-label="Page language">
            {languages.map((l) => <Tab key={l} value={l} label={LANGUAGE_NAMES[l]} />)}
          </Tabs>
        )}
        <Box component="article" lang={shown} sx={{ bgcolor: 'background.paper', p: 3, borderRadius: 1, '& img': { maxWidth: '100%' } }}>
          <Typography variant="h1" gutterBottom>{title}</Typography>
          <SafeHtml html={text(page[languageField(shown, 'content') as keyof PageShown])} />
        </Box>
      </Container>
    </Box>
  );
}
