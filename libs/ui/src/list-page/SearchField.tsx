import { memo, useEffect, useRef, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

/** Search debounce of every list. */
export const SEARCH_DEBOUNCE_MS = 500;

export interface SearchFieldProps {
  value: string;
  onSearch: (value: string) => void;
  label?: string;
  delay?: number;
}

/** A search box that reports what was typed once the user pauses (500 ms), not on every key. */
// Memoised: the list re-renders on every sort, page and answer, the search box need not.
export const SearchField = memo(function SearchField({ value, onSearch, label = 'Search', delay = SEARCH_DEBOUNCE_MS }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const reported = useRef(value);
  // The latest callback, so a parent re-render never restarts the pause being waited for.
  const report = useRef(onSearch);
  report.current = onSearch;

  // Back/forward or a shared link change the URL's search: show it.
  // A trailing space the URL trimmed away stays in the box while the user is still typing.
  useEffect(() => {
    setText((current) => {
      const next = current.trim() === value ? current : value;
      reported.current = next;
      return next;
    });
  }, [value]);

  const flush = (value: string) => {
    if (value === reported.current) return;
    reported.current = value;
    report.current(value);
  };

  useEffect(() => {
    if (text === reported.current) return undefined;
    const timer = setTimeout(() => flush(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);

  return (
    <TextField
      type="search"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      // Leaving the box (a click on a row's link, Tab) reports at once: a search written into the URL after the
      // user moved on would pull them back to the list.
      onBlur={() => flush(text)}
      onKeyDown={(event) => event.key === 'Enter' && flush(text)}
      sx={{ maxWidth: 320 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
});
