import type { Theme } from '@mui/material/styles';

/** Marks of a list row (set by DataTable from the row marks a feature gives, e.g. the live list's). */
export const ROW_MARK = { changed: 'bo-row-live-changed', removed: 'bo-row-live-removed' } as const;

/**
 * A changed row is tinted for its 2 s (set and removed by class, no animation: a colour fade repaints the row on
 * the main thread every frame, measured as most of an update's cost); a removed row is struck through until Show.
 */
export function rowMarksSx(theme: Theme) {
  const palette = (theme.vars ?? theme).palette;
  return {
    [`& .${ROW_MARK.changed}`]: { backgroundColor: theme.alpha(theme.palette.warning.main, 0.2) },
    [`& .${ROW_MARK.removed}`]: { opacity: 0.55, textDecoration: 'line-through', color: palette.text.secondary },
  };
}
