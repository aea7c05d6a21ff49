import type { Theme } from '@mui/material/styles';

/**
 * Class names of a list's body rows, cells and row icons. They are plain elements styled once by the table
 * (`leanTableSx`) rather than MUI TableRow / TableCell / IconButton: each MUI part computes its styles per
 * instance, and 100 rows × 10 parts took ~300 ms to mount. The looks are MUI's small table and
 * small icon button, from the same theme values.
 */
export const LEAN = {
  row: 'bo-row',
  selected: 'bo-row-selected',
  cell: 'bo-cell',
  alignRight: 'bo-cell-right',
  alignCenter: 'bo-cell-center',
  nowrap: 'bo-cell-nowrap',
  checkbox: 'bo-cell-checkbox',
  icon: 'bo-icon-button',
  iconError: 'bo-icon-button-error',
  /** A cell (and its header) that a phone leaves out: the compact row keeps name, status and date. */
  wide: 'bo-cell-wide',
  /** A row icon a phone folds into its "More actions" menu. */
  wideOnly: 'bo-icon-wide-only',
  /** The "More actions" button, shown on phones only. */
  phoneOnly: 'bo-icon-phone-only',
} as const;

const DATE_COLUMN = /(date|from|till|start|end|updated|created|^at$|At$)/i;
const PICTURE_COLUMN = /(image|avatars?|thumbnail|icon|graphics)/i;

/**
 * The columns a phone-width list keeps in its compact row: the record's name (the first column that is not a
 * picture), its status and its first date; every other column is on the record's screen, a tap away.
 */
export function phoneColumnIds(columns: readonly PhoneColumn[]): ReadonlySet<string> {
  const known = phoneCache.get(columns);
  if (known) return known;
  const ids = pickPhoneColumns(columns);
  phoneCache.set(columns, ids);
  return ids;
}

type PhoneColumn = { id: string; header: string; noCsv?: boolean };
// Once per list's columns (rows re-render often; the columns array stays the same).
const phoneCache = new WeakMap<readonly PhoneColumn[], ReadonlySet<string>>();

function pickPhoneColumns(columns: readonly PhoneColumn[]): ReadonlySet<string> {
  // A list numbered by its records' ids (landing pages' "#") keeps the id too: staff name those records by it.
  const id = columns.find((c) => c.id === 'id');
  const name = columns.find((c) => !c.noCsv && !PICTURE_COLUMN.test(c.id) && c.id !== 'id' && !/status/i.test(c.id) && !DATE_COLUMN.test(c.id));
  const status = columns.find((c) => /status/i.test(c.id));
  const date = columns.find((c) => DATE_COLUMN.test(c.id));
  return new Set([id, name, status, date].filter((c) => c !== undefined).map((c) => c.id));
}

export function leanCellClass(align?: 'left' | 'right' | 'center', extra?: string): string {
  const alignClass = align === 'right' ? ` ${LEAN.alignRight}` : align === 'center' ? ` ${LEAN.alignCenter}` : '';
  return `${LEAN.cell}${alignClass}${extra ? ` ${extra}` : ''}`;
}

/** The styles of every lean part, as the table's sx: one style computation per table, not per cell. */
// Lengths are strings on purpose: in `sx` a bare number means theme spacing (padding: 5 would be 40px).
export function leanTableSx(theme: Theme) {
  const palette = (theme.vars ?? theme).palette;
  const action = palette.action;
  const border =
    theme.palette.mode === 'light'
      ? theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)
      : theme.darken(theme.alpha(theme.palette.divider, 1), 0.68);
  return {
    [`& .${LEAN.row}`]: {
      color: 'inherit',
      display: 'table-row',
      verticalAlign: 'middle',
      outline: 'none',
      '&:hover': { backgroundColor: action.hover },
    },
    [`& .${LEAN.selected}`]: {
      backgroundColor: theme.alpha(palette.primary.main, action.selectedOpacity),
      '&:hover': { backgroundColor: theme.alpha(palette.primary.main, `${action.selectedOpacity} + ${action.hoverOpacity}`) },
    },
    [`& .${LEAN.cell}`]: {
      ...theme.typography.body2,
      display: 'table-cell',
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${border}`,
      textAlign: 'left',
      padding: '6px 16px',
      color: palette.text.primary,
    },
    [`& .${LEAN.alignRight}`]: { textAlign: 'right' },
    [`& .${LEAN.alignCenter}`]: { textAlign: 'center' },
    [`& .${LEAN.nowrap}`]: { whiteSpace: 'nowrap' },
    [`& .${LEAN.checkbox}`]: { width: '24px', padding: '0 12px 0 16px', '& > *': { padding: '0' } },
    [`& .${LEAN.icon}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      position: 'relative',
      boxSizing: 'border-box',
      WebkitTapHighlightColor: 'transparent',
      backgroundColor: 'transparent',
      border: 'none',
      margin: '0',
      cursor: 'pointer',
      userSelect: 'none',
      verticalAlign: 'middle',
      appearance: 'none',
      textDecoration: 'none',
      textAlign: 'center',
      flex: '0 0 auto',
      fontSize: theme.typography.pxToRem(18),
      padding: '5px',
      borderRadius: '50%',
      color: action.active,
      transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
      '&:hover': { backgroundColor: theme.alpha(action.active, action.hoverOpacity), '@media (hover: none)': { backgroundColor: 'transparent' } },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: '-2px' },
      '&:disabled': { color: action.disabled, cursor: 'default', pointerEvents: 'none' },
      '& svg': { width: '1em', height: '1em', fontSize: theme.typography.pxToRem(20), fill: 'currentColor', flexShrink: 0, display: 'inline-block' },
    },
    // Phones: the compact row (name, status, date, actions); the other columns and the numbering are left out.
    // Its icons past the first fold into "More actions" (RowActions), so the actions column fits beside them.
    // Cells keep 8 px a side, not 16, and a long word (a partner's handle) wraps: a selectable row's four columns and
    // two icons then fit 390 px without the table scrolling sideways.
    [theme.breakpoints.down('sm')]: {
      [`& .${LEAN.wide}`]: { display: 'none' },
      [`& .${LEAN.wideOnly}`]: { display: 'none' },
      [`& .${LEAN.cell}, & .MuiTableCell-root`]: { paddingLeft: '8px', paddingRight: '8px', overflowWrap: 'anywhere' },
      [`& .${LEAN.checkbox}`]: { padding: '0 4px 0 8px' },
    },
    [theme.breakpoints.up('sm')]: { [`& .${LEAN.phoneOnly}`]: { display: 'none' } },
    [`& .${LEAN.iconError}`]: {
      color: palette.error.main,
      '&:hover': { backgroundColor: theme.alpha(palette.error.main, action.hoverOpacity) },
    },
  };
}
