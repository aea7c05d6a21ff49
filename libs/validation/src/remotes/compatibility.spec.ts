import { apiIncompatibilities, buildRecordOf, incompatibilities, type BuildRecord, type ShellContracts } from './compatibility';

const shell: ShellContracts = {
  versions: { '@backoffice/ui': '2.2.0', react: '19.2.7', '@mui/material': '9.5.0' },
  exports: { '@backoffice/ui': ['Button', 'ListPage'], '@backoffice/ui/rich-text': ['RichTextField'] },
};
const record = (extra: Partial<BuildRecord> = {}): BuildRecord => ({
  name: 'content', version: '1.8.0', commit: 'abc', builtAt: '2026-11-25T20:00:00Z',
  needs: { '@backoffice/ui': '^2.1.0', react: '^19.2.0' }, imports: { '@backoffice/ui': ['Button'] }, ...extra,
});

describe('remote compatibility', () => {
  it('accepts a remote whose ranges and imports the shell provides', () => {
    expect(incompatibilities(record(), shell)).toEqual([]);
  });

  it('refuses a remote that needs a newer library than the shell has, asking for the shell first', () => {
    expect(incompatibilities(record({ needs: { '@backoffice/ui': '^2.3.0' } }), shell)).toEqual([
      'content 1.8.0 needs @backoffice/ui ≥ 2.3, this shell has 2.2.0 — release the shell first',
    ]);
  });

  it('refuses a remote built for an older major, asking for a rebuild of the remote', () => {
    expect(incompatibilities(record({ needs: { '@mui/material': '^8.1.0' } }), shell)).toEqual([
      'content 1.8.0 was built for @mui/material ^8.1.0, this shell has 9.5.0 — rebuild content against @mui/material 9.5.0 and release it',
    ]);
  });

  it('refuses a shared package the shell does not provide', () => {
    expect(incompatibilities(record({ needs: { zustand: '^5.0.0' } }), shell)).toEqual([
      'content 1.8.0 needs zustand ≥ 5.0, which this shell does not provide — release the shell first',
    ]);
  });

  it('refuses named exports the shell lacks, naming the entry, the exports and the library version', () => {
    const imports = { '@backoffice/ui': ['Button', 'Carousel'], '@backoffice/ui/rich-text': ['RichTextField'], '@backoffice/ui/theme': ['adminTheme'] };
    expect(incompatibilities(record({ imports }), shell)).toEqual([
      "content 1.8.0 uses Carousel from @backoffice/ui, which this shell's @backoffice/ui 2.2.0 does not export — release the shell first",
      "content 1.8.0 uses adminTheme from @backoffice/ui/theme, which this shell's @backoffice/ui 2.2.0 does not export — release the shell first",
    ]);
  });

  it('reads the build record of a manifest, and none from a manifest without one', () => {
    expect(buildRecordOf({ buildRecord: record() })?.version).toBe('1.8.0');
    expect(buildRecordOf({ name: 'content' })).toBeNull();
    expect(buildRecordOf(null)).toBeNull();
  });
});

describe('what the remote needs of the API', () => {
  const record = { name: 'content', version: '1.9.0', commit: '', builtAt: '', needs: {}, imports: {}, api: ['banners', 'promo-partners'] };

  it('names each module whose server routes the API does not serve, and what to release first', () => {
    expect(apiIncompatibilities(record, { modules: ['banners', 'promotions'] })).toEqual([
      'content 1.9.0 needs the promo-partners API, which this API does not serve — release the API first',
    ]);
  });

  it('fits when the API serves every module it calls, and a build that names none needs none', () => {
    expect(apiIncompatibilities(record, { modules: ['banners', 'promo-partners'] })).toEqual([]);
    expect(apiIncompatibilities({ ...record, api: undefined }, { modules: [] })).toEqual([]);
  });
});
