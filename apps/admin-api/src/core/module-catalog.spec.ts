import { FILE_FOLDERS, isPermission, ownedFolders, permissionCatalogue, permissionGroups } from '@backoffice/validation';
import { MODULES } from './module-catalog';

describe('the served modules make the kernel catalogues', () => {
  it('offers every permission the teams declare, once each', () => {
    const catalogue = permissionCatalogue();
    expect(new Set(catalogue).size).toBe(catalogue.length);
    for (const p of ['landing.update', 'users.password', 'chatroom.user.manage', 'chatroom.message.delete', 'security', 'promotion_users.read', 'medals.delete', 'hotbanners.clone', 'campaign.publish', 'history.index', 'files.create']) {
      expect([p, isPermission(p)]).toEqual([p, true]);
    }
    // A mistyped translation key must be removable, so translations have a delete of their own.
    expect(isPermission('apptranslation.delete')).toBe(true);
    expect(isPermission('apptranslation.clone')).toBe(false);
    expect(permissionGroups().find((g) => g.group === 'landing')?.permissions).toHaveLength(5);
  });

  it('knows the module of every standard folder, so no image field is left without uploaders', () => {
    const owned = ownedFolders();
    for (const folder of Object.values(FILE_FOLDERS)) {
      expect({ folder, owned: owned.some((o) => folder === o || folder.startsWith(`${o}/`)) }).toEqual({ folder, owned: true });
    }
  });

  it('has a rule for each image field a module declares, on a field of its schema', () => {
    const withImages = MODULES.filter((module) => module.images);
    expect(withImages.map((m) => m.name)).toEqual(expect.arrayContaining(['hotbanner', 'banners', 'landing-pages', 'messages', 'daily-challenge']));
  });
});
