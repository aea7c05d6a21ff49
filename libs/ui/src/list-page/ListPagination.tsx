import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import { pageCount, pageWindow, PAGE_SIZE_OPTIONS } from './page-window';

export interface ListPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
}

/** Page-size select (10/25/50/100), first/previous, at most 10 numbered pages, next/last. */
// Memoised: a sort or an answer on the same page leaves the pager as it is (it is ~15 MUI parts).
export const ListPagination = memo(function ListPagination({ page, pageSize, total, onPage, onPageSize, pageSizeOptions = PAGE_SIZE_OPTIONS }: ListPaginationProps) {
  const pages = pageCount(total, pageSize);
  const current = Math.min(page, pages);
  const first = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const last = Math.min(total, current * pageSize);
  const options = pageSizeOptions.includes(pageSize) ? pageSizeOptions : [...pageSizeOptions, pageSize].sort((a, b) => a - b);
  return (
    <Box component="nav" aria-label="Pagination" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', py: 1 }}>
      <TextField
        select
        label="Rows per page"
        value={pageSize}
        onChange={(event) => onPageSize(Number(event.target.value))}
        sx={{ width: 130 }}
      >
        {options.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" sx={{ mx: 1 }} aria-live="polite">
        {first}–{last} of {total}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', ml: 'auto' }}>
        <IconButton aria-label="First page" disabled={current <= 1} onClick={() => onPage(1)} size="small">
          <FirstPageIcon />
        </IconButton>
        <IconButton aria-label="Previous page" disabled={current <= 1} onClick={() => onPage(current - 1)} size="small">
          <ChevronLeftIcon />
        </IconButton>
        {pageWindow(current, pages).map((n) => (
          <Button
            key={n}
            size="small"
            variant={n === current ? 'contained' : 'text'}
            aria-label={`Page ${n}`}
            aria-current={n === current ? 'page' : undefined}
            onClick={() => onPage(n)}
            sx={{ minWidth: 36 }}
          >
            {n}
          </Button>
        ))}
        <IconButton aria-label="Next page" disabled={current >= pages} onClick={() => onPage(current + 1)} size="small">
          <ChevronRightIcon />
        </IconButton>
        <IconButton aria-label="Last page" disabled={current >= pages} onClick={() => onPage(pages)} size="small">
          <LastPageIcon />
        </IconButton>
      </Box>
    </Box>
  );
});
