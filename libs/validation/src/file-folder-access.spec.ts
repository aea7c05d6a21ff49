import { FILE_FOLDERS } from './schemas/files';
import { OWNED_FOLDERS, mayReplaceIn, mayUploadInto } from './file-folder-access';

const holder = (...permissions: string[]) => ({ permissions: Object.fromEntries(permissions.map((p) => [p, true])), allPermissions: false });

describe('who may upload into a folder (issue 32)', () => {
  it('knows the module of every standard folder, so no image field is left without uploaders', () => {
    for (const folder of Object.values(FILE_FOLDERS)) {
      expect({ folder, owned: OWNED_FOLDERS.some((owned) => folder === owned || folder.startsWith(`${owned}/`)) }).toEqual({ folder, owned: true });
    }
  });

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
});
