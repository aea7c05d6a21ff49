import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useField } from 'react-final-form';

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** How a search engine would show the page: the title and description, cut where the engine cuts them. */
export function SearchResultPreview({ titleMax, descriptionMax }: { titleMax: number; descriptionMax: number }) {
  const type = String(useField('type', { subscription: { value: true } }).input.value ?? '');
  const title = String(useField('pl_title', { subscription: { value: true } }).input.value ?? '');
  const description = String(useField('pl_description', { subscription: { value: true } }).input.value ?? '');
  return (
    <Box component="figure" aria-label="Search result preview" sx={{ m: 0, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: 600 }}>
      <Typography variant="caption" component="figcaption" color="text.secondary">
        Search result preview
      </Typography>
      <Typography variant="body2" color="success.dark" noWrap>
        https://www.example.pl › {type || '…'}
      </Typography>
      <Typography sx={{ color: '#1a0dab', fontSize: 20, lineHeight: 1.3 }} noWrap>
        {cut(title, titleMax) || 'Title'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {cut(description, descriptionMax) || 'Description'}
      </Typography>
    </Box>
  );
}
