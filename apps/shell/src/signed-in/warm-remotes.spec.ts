import { loadRemote } from '@module-federation/enhanced/runtime';
import { prefetchRemotesWhenIdle } from './warm-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerPlugins: jest.fn(), registerRemotes: jest.fn(), getInstance: jest.fn() }));
jest.mock('../federation/remotes', () => ({ liveManifests: () => ({ content: 'http://localhost:4201/mf-manifest.json' }) }));

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'HotBanners', assets: { js: { sync: ['__federation_expose_HotBanners.1.js'] } } },
    { name: 'Banners', assets: { js: { sync: ['__federation_expose_Banners.2.js'] } } },
    { name: 'Roles', assets: { js: { sync: ['__federation_expose_Roles.3.js'] } } },
  ],
};

type Idle = (deadline: { timeRemaining: () => number }) => void;
const idleQueue: Idle[] = [];
/** Runs the queued idle callbacks (each with 50 ms of idle time) until none is left, letting fetches settle between. */
async function runIdle() {
  for (let i = 0; i < 20; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const next = idleQueue.shift();
    if (next) next({ timeRemaining: () => 50 });
  }
}

beforeEach(() => {
  idleQueue.length = 0;
  document.head.innerHTML = '';
  localStorage.clear();
  Object.assign(window, { requestIdleCallback: (cb: Idle) => idleQueue.push(cb) });
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => manifest })) as unknown as typeof fetch;
});

it('downloads the remote entry and the chunks of the user\'s modules while idle, and runs none of their code', async () => {
  prefetchRemotesWhenIdle([{ remote: 'content', expose: 'HotBanners' }, { remote: 'content', expose: 'Banners' }]);
  expect(document.head.querySelectorAll('link')).toHaveLength(0);
  await runIdle();
  const links = [...document.head.querySelectorAll('link')];
  expect(links.map((l) => [l.rel, l.href])).toEqual([
    ['prefetch', 'http://localhost:4201/remoteEntry.js'],
    ['prefetch', 'http://localhost:4201/__federation_expose_HotBanners.1.js'],
    ['prefetch', 'http://localhost:4201/__federation_expose_Banners.2.js'],
  ]);
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(loadRemote).not.toHaveBeenCalled();
});

it('stops when the effect is cleaned up (signed out, or the menu changed)', async () => {
  const stop = prefetchRemotesWhenIdle([{ remote: 'content', expose: 'Roles' }]);
  stop();
  await runIdle();
  expect(document.head.querySelectorAll('link')).toHaveLength(0);
});

it('does not fetch again, on a later page, a file this browser prefetched before: only what a release changed', async () => {
  prefetchRemotesWhenIdle([{ remote: 'content', expose: 'HotBanners' }]);
  await runIdle();
  expect(document.head.querySelectorAll('link')).toHaveLength(2);

  // A later page (a reload, another day): the same files are skipped; a module's new chunk is fetched.
  document.head.innerHTML = '';
  const released = { ...manifest, exposes: [{ name: 'HotBanners', assets: { js: { sync: ['__federation_expose_HotBanners.4.js'] } } }, ...manifest.exposes.slice(1)] };
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => released })) as unknown as typeof fetch;
  let laterPage: typeof prefetchRemotesWhenIdle = prefetchRemotesWhenIdle;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module, as a new page has
  jest.isolateModules(() => ({ prefetchRemotesWhenIdle: laterPage } = require('./warm-remotes')));
  laterPage([{ remote: 'content', expose: 'HotBanners' }, { remote: 'content', expose: 'Banners' }]);
  await runIdle();
  expect([...document.head.querySelectorAll('link')].map((l) => l.href)).toEqual([
    'http://localhost:4201/__federation_expose_HotBanners.4.js',
    'http://localhost:4201/__federation_expose_Banners.2.js',
  ]);
});

it('prefetches as on a first visit when what it remembered cannot be read', async () => {
  localStorage.setItem('backoffice.prefetched', '{not json');
  prefetchRemotesWhenIdle([{ remote: 'content', expose: 'Roles' }]);
  await runIdle();
  expect(document.head.querySelectorAll('link')).toHaveLength(2);
});
