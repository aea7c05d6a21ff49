import { FILE_FOLDERS, standardFolders } from './schemas/files';
import { mayReplaceIn, mayUploadInto, ownedFolders } from './file-folder-access';
import { setModuleDirectory, type ModuleDescription } from './modules';

const holder = (...permissions: string[]) => ({ permissions: Object.fromEntries(permissions.map((p) => [p, true])), allPermissions: false });

const described = (name: string, access: ModuleDescription['access'], folders: string[]): ModuleDescription => ({
  name,
  menu: { label: name, group: 'main', order: 1 },
  access,
  expose: 'Screen',
  folders,
});
/** Modules as their remotes describe them, one of them new with a folder no list in the kernel names. */
const directory = [
  described('landing-pages', { group: 'landing' }, ['acquisition-landing-page']),
  described('medals', { group: 'medals' }, [FILE_FOLDERS.medals]),
  described('regulations', { group: 'regulation' }, [FILE_FOLDERS.regulations]),
  described('avatars', 'signed-in', [FILE_FOLDERS.avatars]),
  described('promo-partners', { group: 'promoPartners' }, ['promo-partners/logos']),
];

describe('who may upload into a folder', () => {
  beforeEach(() => setModuleDirectory(directory));
  afterEach(() => setModuleDirectory([]));

  it("lets files.create / files.update holders anywhere, a module's editors in its folders, everyone in signed-in-only folders", () => {
    expect(mayUploadInto(holder('files.create'), 'banners/2026')).toBe(true);
    expect(mayReplaceIn(holder('files.create'), 'banners')).toBe(false);
    expect(mayUploadInto(holder('landing.update'), FILE_FOLDERS.landingHeroDesktop)).toBe(true);
    expect(mayReplaceIn(holder('landing.create'), FILE_FOLDERS.landingCarouselMobile)).toBe(true);
    expect(mayUploadInto(holder('landing.update'), FILE_FOLDERS.regulations)).toBe(false);
    expect(mayUploadInto(holder('landing.index', 'landing.read'), FILE_FOLDERS.landingHeroDesktop)).toBe(false);
    expect(mayUploadInto(holder(), FILE_FOLDERS.avatars)).toBe(true);
    expect(mayUploadInto(holder(), FILE_FOLDERS.medals)).toBe(false);
    expect(mayUploadInto(null, FILE_FOLDERS.avatars)).toBe(false);
    expect(mayUploadInto({ permissions: {}, allPermissions: true }, 'anything')).toBe(true);
  });

  it("takes a new module's folder from its declaration: its editors upload there, and it is a standard folder", () => {
    expect(ownedFolders()).toContain('promo-partners/logos');
    expect(mayUploadInto(holder('promoPartners.create'), 'promo-partners/logos')).toBe(true);
    expect(mayUploadInto(holder('promoPartners.create'), FILE_FOLDERS.medals)).toBe(false);
    const folders = standardFolders();
    expect(folders.indexOf('promo-partners')).toBeGreaterThanOrEqual(0);
    expect(folders.indexOf('promo-partners')).toBeLessThan(folders.indexOf('promo-partners/logos'));
  });

  it('grants nothing for a folder once no live module declares it', () => {
    setModuleDirectory([]);
    expect(mayUploadInto(holder('promoPartners.create'), 'promo-partners/logos')).toBe(false);
    expect(standardFolders()).not.toContain('promo-partners/logos');
  });
});
