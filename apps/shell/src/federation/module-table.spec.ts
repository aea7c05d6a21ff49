import type { ModuleDescription } from '@backoffice/validation';
import { manifestJson } from './load-plugin';
import { liveModules } from './live-remotes';
import { readModuleDescriptions } from './module-sources';
import { configureModuleTable, moduleTable, resetModuleTable, setRemoteModules } from './module-table';
import { liveManifests } from './remotes';

jest.mock('./load-plugin', () => ({ manifestJson: jest.fn() }));
jest.mock('./live-remotes', () => ({ liveTableRead: jest.fn(async () => undefined), liveModules: jest.fn(), onLiveRead: jest.fn() }));
jest.mock('./remotes', () => ({ liveManifests: jest.fn() }));

const partners: ModuleDescription = { name: 'promo-partners', menu: { label: 'Promo Partners', group: 'main', order: 15 }, access: { group: 'promoPartners' }, forms: { edit: 'edit/:id' }, expose: 'PromoPartners' };
const banners: ModuleDescription = { name: 'banners', menu: { label: 'Banners', group: 'main', order: 10 }, access: { group: 'banners' }, expose: 'Banners' };
const files: ModuleDescription = { name: 'files', menu: { label: 'Files', group: 'main', order: 20 }, access: 'signed-in', expose: 'Files' };
const URLS = { content: 'http://localhost:4201/mf-manifest.json', files: 'http://localhost:4203/mf-manifest.json' };

beforeEach(() => {
  localStorage.clear();
  resetModuleTable();
  configureModuleTable(['content', 'files']);
  jest.mocked(liveManifests).mockReturnValue(URLS);
  jest.mocked(liveModules).mockReturnValue(null);
  jest.mocked(manifestJson).mockReset();
});

const paths = () => moduleTable().modules.map((m) => m.path);

it('routes what the remotes describe, in menu order across remotes, with guards and targets from the descriptions', () => {
  setRemoteModules('content', [partners, banners]);
  setRemoteModules('files', [files]);
  configureModuleTable(['content', 'files']);
  expect(paths()).toEqual(['/banners', '/promo-partners', '/files']);
  const entry = moduleTable().modules[1];
  expect(entry.target).toEqual({ remote: 'content', expose: 'PromoPartners' });
  expect(entry.access).toEqual({ kind: 'any-of', permissions: ['promoPartners.index'] });
  expect(entry.permissionPrefix).toBe('promoPartners');
});

it('refuses descriptions that are not valid, and modules of a remote config.json does not name', () => {
  setRemoteModules('content', [banners]);
  expect(setRemoteModules('content', [{ ...partners, name: 'profile' }])).toBe(false);
  expect(setRemoteModules('evil', [partners])).toBe(false);
  configureModuleTable(['content', 'files']);
  expect(paths()).toEqual(['/banners']);
});

it('reads the modules the API names for the live builds, without fetching their manifests', async () => {
  jest.mocked(liveModules).mockReturnValue({ content: { manifestUrl: URLS.content, modules: [banners, partners] }, files: { manifestUrl: URLS.files, modules: [files] } });
  await readModuleDescriptions();
  expect(paths()).toEqual(['/banners', '/promo-partners', '/files']);
  expect(moduleTable().settled).toBe(true);
  expect(manifestJson).not.toHaveBeenCalled();
});

it("reads a remote's own manifest when the API names another build (an override) or nothing; a module it drops leaves", async () => {
  jest.mocked(liveModules).mockReturnValue({ content: { manifestUrl: 'http://localhost:4201/releases/1.0.0/mf-manifest.json', modules: [banners] } });
  jest.mocked(manifestJson).mockImplementation(async (url) => ({ modules: url === URLS.content ? [partners] : [files] }));
  await readModuleDescriptions();
  expect(paths()).toEqual(['/promo-partners', '/files']);
});

it('keeps the remembered entries of a remote that cannot be reached, so its routes show the unavailable panel', async () => {
  jest.mocked(manifestJson).mockResolvedValue({ modules: [banners] });
  await readModuleDescriptions();
  // A new page: the remembered table is there at once, before anything is read.
  resetModuleTable();
  configureModuleTable(['content', 'files']);
  expect(paths()).toEqual(['/banners']);
  expect(moduleTable().settled).toBe(false);
  jest.mocked(manifestJson).mockResolvedValue(null);
  await readModuleDescriptions();
  expect(paths()).toEqual(['/banners']);
  expect(moduleTable().settled).toBe(true);
});

it("routes a remote whose host is down by the modules the API read for it, so its screen can say it is unavailable", async () => {
  jest.mocked(liveModules).mockReturnValue({ files: { manifestUrl: 'http://localhost:4203/releases/2.0.0/mf-manifest.json', modules: [files] } });
  jest.mocked(manifestJson).mockImplementation(async (url) => (url === URLS.content ? { modules: [banners] } : null));
  await readModuleDescriptions();
  expect(paths()).toEqual(['/banners', '/files']);
});
