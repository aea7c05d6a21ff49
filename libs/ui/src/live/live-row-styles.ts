import type { Theme } from '@mui/material/styles';

/** Marks of a list row the feed touched (set by DataTable from the live list's sets). */
export const LIVE_ROW = { changed: 'bo-row-live-changed', removed: 'bo-row-live-removed' } as const;

/**
 * A changed row is tinted for its 2 s (set and removed by class, no animation: a colour fade repaints the row on
 * the main thread every frame, measured as most of an update's cost); a removed row is struck through until Show.
 */
export function liveRowSx(theme: Theme) {
  const palette = (theme.vars ?? theme).palette;
  return {
    [`& .${LIVE_ROW.changed}`]: { backgroundColor: theme.alpha(theme.palette.warning.main, 0.2) },
    [`& .${LIVE_ROW.removed}`]: { opacity: 0.55, textDecoration: 'line-through', color: palette.text.secondary },
  };
}
