import { useMemo } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import { sanitizeHtml } from './sanitize-html';

export type SafeHtmlProps = Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> & { html: string | null | undefined };

/** Shows rich-text HTML, always sanitised with DOMPurify first. `<SafeHtml html={promotion.longDescription} />` */
export function SafeHtml({ html, ...props }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return <Box {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}
