import { liveModuleReader } from './live-modules';

const banners = { name: 'banners', menu: { label: 'Banners', group: 'main', order: 10 }, access: { group: 'banners' }, expose: 'Banners' };
const CONTENT = 'http://localhost:4201/mf-manifest.json';
const FILES = 'http://localhost:4203/mf-manifest.json';

it('names the modules of each build it could read, reads a build once, and leaves out what is not valid', async () => {
  const readManifest = jest.fn(async (url: string) => (url === CONTENT ? { modules: [banners] } : { modules: [{ ...banners, name: '__proto__' }] }));
  const modulesOf = liveModuleReader(readManifest);
  const first = await modulesOf({ content: CONTENT, files: FILES });
  expect(first.content).toEqual({ manifestUrl: CONTENT, modules: [banners] });
  expect(Object.hasOwn(first, 'files')).toBe(false);
  await modulesOf({ content: CONTENT, files: FILES });
  expect(readManifest.mock.calls.filter(([url]) => url === CONTENT)).toHaveLength(1);
});

it('does not wait long for a host that does not answer', async () => {
  const modulesOf = liveModuleReader(() => new Promise(() => undefined));
  const started = Date.now();
  expect(await modulesOf({ content: CONTENT })).toEqual({});
  expect(Date.now() - started).toBeLessThan(3_000);
});
