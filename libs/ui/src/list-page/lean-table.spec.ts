import styleFunctionSx from '@mui/system/styleFunctionSx';
import { adminTheme } from '../providers/theme';
import { LEAN, leanTableSx, phoneColumnIds } from './lean-table';

// The styles as the table's `sx` turns them into CSS: in sx a bare number is theme spacing, and a row icon with
// `padding: 5` came out 40px wide on every side (rows 113 px tall) while every test still passed.
describe('leanTableSx', () => {
  const css = styleFunctionSx({ sx: leanTableSx, theme: adminTheme }) as Record<string, Record<string, unknown>>;

  it('keeps MUI small table and small icon button sizes', () => {
    expect(css[`& .${LEAN.cell}`]).toMatchObject({ padding: '6px 16px', textAlign: 'left' });
    expect(css[`& .${LEAN.icon}`]).toMatchObject({ padding: '5px', borderRadius: '50%', margin: '0', border: 'none' });
    expect(css[`& .${LEAN.checkbox}`]).toMatchObject({ width: '24px', padding: '0 12px 0 16px' });
  });

  it('has no bare number that sx would read as spacing', () => {
    const spacingKeys = /^(padding|margin|p|m|gap|outline|border|width|height)/;
    const walk = (style: Record<string, unknown>): string[] =>
      Object.entries(style).flatMap(([key, value]) =>
        value && typeof value === 'object' ? walk(value as Record<string, unknown>) : spacingKeys.test(key) && typeof value === 'number' && value !== 0 ? [key] : [],
      );
    expect(walk(leanTableSx(adminTheme) as Record<string, unknown>)).toEqual([]);
  });
});

describe('phone columns (a compact row on a 390 px phone)', () => {
  it('keeps the name, the status and the first date; pictures and the rest are a tap away', () => {
    const hotBanners = [
      { id: 'pl_imageUrl', header: 'Image', noCsv: true }, { id: 'bannerName', header: 'Name' }, { id: 'pl_title', header: 'Title' },
      { id: 'dateFrom', header: 'From' }, { id: 'dateTill', header: 'Till' }, { id: 'sortOrder', header: 'Sort order' }, { id: 'status', header: 'Status' },
    ];
    expect([...phoneColumnIds(hotBanners)].sort()).toEqual(['bannerName', 'dateFrom', 'status']);
    const landing = [{ id: 'name', header: 'Name' }, { id: 'url', header: 'URL' }, { id: 'status', header: 'Status' }, { id: 'updatedAt', header: 'Updated' }];
    expect([...phoneColumnIds(landing)].sort()).toEqual(['name', 'status', 'updatedAt']);
    const landingPages = [{ id: 'id', header: '#' }, { id: 'partner', header: 'Partner' }, { id: 'promoCode', header: 'Promo code' }, { id: 'status', header: 'Status' }];
    expect([...phoneColumnIds(landingPages)].sort()).toEqual(['id', 'partner', 'status']);
    const avatars = [{ id: 'avatars', header: 'Avatars' }, { id: 'categoryName', header: 'Section name' }, { id: 'dateFrom', header: 'From Date' }];
    expect([...phoneColumnIds(avatars)].sort()).toEqual(['categoryName', 'dateFrom']);
    const styles = leanTableSx(adminTheme) as Record<string, unknown>;
    // Phones also fold a row's icons past the first (RowActions' "More actions") and narrow the cells.
    expect(styles[adminTheme.breakpoints.down('sm')]).toMatchObject({ [`& .${LEAN.wide}`]: { display: 'none' }, [`& .${LEAN.wideOnly}`]: { display: 'none' } });
    expect(styles[adminTheme.breakpoints.up('sm')]).toEqual({ [`& .${LEAN.phoneOnly}`]: { display: 'none' } });
  });
});

