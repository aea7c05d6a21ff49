import { lazy, memo, Suspense } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DATE_FILTER_PRESETS, isIsoDay } from '@backoffice/validation';

export interface DateFilterBarProps {
  /** A preset ('today' …), a day (YYYY-MM-DD), or undefined for All. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

// The picker loads with the first list that has a date filter, not with every list (the kit's entry stays small).
const DateInput = lazy(() => import('../date-time/DateInput').then((m) => ({ default: m.DateInput })));

/**
 * The list's date filter: All, Today, Tomorrow, Day After Tomorrow as toggle buttons, and a date field
 * for any other day (DD.MM.YYYY, as every date staff see). Today and the other presets are resolved by the
 * server's clock in the site's time zone.
 */
// Memoised: the list re-renders on every sort, page and answer, the date filter need not.
export const DateFilterBar = memo(function DateFilterBar({ value, onChange }: DateFilterBarProps) {
  const day = value && isIsoDay(value) ? value : '';
  const preset = day ? null : (value ?? 'all');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <ToggleButtonGroup size="small" exclusive value={preset} aria-label="Date filter" onChange={(_event, next: string | null) => next && onChange(next === 'all' ? undefined : next)}>
        {DATE_FILTER_PRESETS.map((p) => (
          <ToggleButton key={p.value} value={p.value}>
            {p.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Suspense fallback={<TextField size="small" label="Date" disabled sx={{ width: 170 }} />}>
        <DateInput label="Date" value={day} onChange={(next) => onChange(next || undefined)} />
      </Suspense>
    </Box>
  );
});
