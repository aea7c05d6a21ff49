import * as v from 'valibot';
import { describeModule, moduleDescriptionSchema, moduleDescriptionsSchema } from '@backoffice/validation';
import { remoteModules as MODULES } from './index';

describe('module descriptions', () => {
  it("describes every content module as data the shell's schema accepts", () => {
    const described = MODULES.map((m) => describeModule(m));
    expect(v.safeParse(moduleDescriptionsSchema, described).issues).toBeUndefined();
    // Data only: what a manifest carries survives JSON unchanged.
    expect(JSON.parse(JSON.stringify(described))).toEqual(described);
  });

  it('keeps what the shell routes and guards with', () => {
    const hotBanners = MODULES.find((m) => m.name === 'hotbanner')!;
    expect(describeModule(hotBanners)).toMatchObject({
      name: 'hotbanner',
      menu: { label: hotBanners.menu.label, group: 'main', order: 50 },
      access: { group: 'hotbanners', uses: { clone: ['clone'] } },
      forms: { edit: 'edit/:id' },
      expose: hotBanners.remote!.expose,
    });
  });

  it('keeps no prototype key a manifest may carry', () => {
    const hostile = JSON.parse('{"name":"x","menu":{"label":"X","group":"main","order":1},"access":{"group":"x","uses":{"__proto__":["read"]}},"expose":"X"}');
    const parsed = v.parse(moduleDescriptionSchema, hostile);
    expect(parsed.access !== 'signed-in' && Object.hasOwn(parsed.access.uses ?? {}, '__proto__')).toBe(false);
  });

  it.each([
    ['a path of the shell', { name: 'profile' }],
    ['a name that is no route segment', { name: '../admin' }],
    ['an unknown field', { script: 'alert(1)' }],
    ['a permission that is no group.action', { access: { group: 'x', guard: ['x.y z'] } }],
  ])('refuses %s', (_, change) => {
    const base = { name: 'promo-partners', menu: { label: 'Promo Partners', group: 'main', order: 1 }, access: { group: 'promoPartners' }, expose: 'PromoPartners' };
    expect(v.safeParse(moduleDescriptionSchema, base).success).toBe(true);
    expect(v.safeParse(moduleDescriptionSchema, { ...base, ...change }).success).toBe(false);
  });
});
