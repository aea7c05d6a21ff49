import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { CONTENT_LANGUAGES, LANGUAGE_NAMES, languageField } from '@backoffice/validation';
import type { Regulation } from '@backoffice/modules-content';

/** The regulation's PDFs, one link per filled language, each opening in a new tab; named "PL Polish PDF" (the visible code first). */
export function RegulationPdfLinks({ regulation }: { regulation: Regulation }) {
  const files = CONTENT_LANGUAGES.flatMap((language) => {
    const url = regulation[languageField(language, 'fileUrl') as keyof Regulation];
    return typeof url === 'string' && url !== '' ? [{ language, url }] : [];
  });
  if (files.length === 0) return <>—</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 1 }}>
      {files.map(({ language, url }) => (
        <Link key={language} href={url} target="_blank" rel="noopener noreferrer" aria-label={`${language.toUpperCase()} ${LANGUAGE_NAMES[language]} PDF`}>
          {language.toUpperCase()}
        </Link>
      ))}
    </Box>
  );
}
