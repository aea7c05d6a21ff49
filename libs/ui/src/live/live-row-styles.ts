import type { Theme } from '@mui/material/styles';

/** Marks of a list row the feed touched (set by DataTable from the live list's sets). */
export const LIVE_ROW = { changed: 'bo-row-live-changed', removed: 'bo-row-live-removed' } as const;

/** A brief fade from the highlight colour, and a removed row struck through until the user shows the fresh list. */
export function liveRowSx(theme: Theme) {
  const palette = (theme.vars ?? theme).palette;
  return {
    '@keyframes bo-live-fade': { from: { backgroundColor: theme.alpha(theme.palette.warning.main, 0.28) }, to: { backgroundColor: 'transparent' } },
    [`& .${LIVE_ROW.changed}`]: { animation: 'bo-live-fade 2s ease-out' },
    [`& .${LIVE_ROW.removed}`]: { opacity: 0.55, textDecoration: 'line-through', color: palette.text.secondary },
    '@media (prefers-reduced-motion: reduce)': { [`& .${LIVE_ROW.changed}`]: { animation: 'none', backgroundColor: theme.alpha(theme.palette.warning.main, 0.18) } },
  };
}
