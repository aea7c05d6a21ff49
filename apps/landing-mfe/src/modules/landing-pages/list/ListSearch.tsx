import { useEffect, useRef, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

/** Search debounce of every list (spec 1 §9). */
export const SEARCH_DEBOUNCE_MS = 500;

/** Partner, promo code, link code or # — reported once the user pauses typing. */
export function ListSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  const reported = useRef(value);
  useEffect(() => {
    reported.current = value;
    setText(value);
  }, [value]);
  useEffect(() => {
    if (text === reported.current) return undefined;
    const timer = setTimeout(() => {
      reported.current = text;
      onSearch(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <TextField
      type="search"
      size="small"
      label="Search"
      value={text}
      onChange={(e) => setText(e.target.value)}
      sx={{ width: { xs: '100%', sm: 320 } }}
      slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
    />
  );
}
