import type { Theme } from '@mui/material/styles';

export const STATUS_CHIP_CLASS = 'bo-status';
export type StatusChipColor = 'default' | 'success' | 'warning' | 'info' | 'outlined';

/**
 * MUI's small filled Chip (and the outlined one), from the same theme values, as global rules: written once by
 * ThemeProviders instead of computed for every chip.
 */
export function statusChipStyles(theme: Theme) {
  const palette = (theme.vars ?? theme).palette;
  const filled = (color: 'success' | 'warning' | 'info') => ({ backgroundColor: palette[color].main, color: palette[color].contrastText });
  return {
    [`.${STATUS_CHIP_CLASS}`]: {
      display: 'inline-block',
      boxSizing: 'border-box',
      maxWidth: '100%',
      height: '24px',
      padding: '0 8px',
      borderRadius: '16px',
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.pxToRem(13),
      lineHeight: '24px',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      verticalAlign: 'middle',
      color: palette.text.primary,
      backgroundColor: palette.action.selected,
    },
    [`.${STATUS_CHIP_CLASS}-success`]: filled('success'),
    [`.${STATUS_CHIP_CLASS}-warning`]: filled('warning'),
    [`.${STATUS_CHIP_CLASS}-info`]: filled('info'),
    [`.${STATUS_CHIP_CLASS}-outlined`]: {
      backgroundColor: 'transparent',
      border: `1px solid ${theme.palette.mode === 'light' ? theme.palette.grey[400] : theme.palette.grey[700]}`,
      padding: '0 7px',
      lineHeight: '22px',
    },
  };
}
