import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LANDING_PAGE_SIZES } from '@backoffice/validation';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** Page size 10/25/50/100 and numbered pages (at most 10 buttons, spec 1 §9). */
export function Pager({ page, pageSize, total, onPage, onPageSize }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return (
    <Box component="nav" aria-label="Pagination" sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', py: 1 }}>
      <TextField select size="small" label="Rows per page" value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))} sx={{ width: 130 }}>
        {LANDING_PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" aria-live="polite">
        {first}–{Math.min(total, page * pageSize)} of {total}
      </Typography>
      {/* siblingCount 3 + boundaries 1 + ellipses keeps the numbered buttons at 10 or fewer. */}
      <Pagination sx={{ ml: 'auto' }} count={pages} page={Math.min(page, pages)} siblingCount={3} boundaryCount={1} showFirstButton showLastButton onChange={(_, p) => onPage(p)} />
    </Box>
  );
}
