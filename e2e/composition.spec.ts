import { chromium } from '@playwright/test';
import { serveStack } from '../tools/stack.cjs';
import { chromiumArgs, distDir } from './env';
import { expect, ports, signIn, test } from './fixtures';

const remoteRoutes = [
  { remote: 'content', path: '/bet-match' },
  { remote: 'landing', path: '/landing-pages' },
  { remote: 'files', path: '/files' },
  { remote: 'ako', path: '/ako-generator' },
] as const;

test('the shell loads each remote at run time from its own origin, with one react-dom', async ({ page }) => {
  const scriptsByPort = new Map<number, string[]>();
  let reactDomCopies = 0;
  // Every request for JavaScript, whatever started it: a remote's entry may be fetched by a script element, a preload
  // or the runtime while warming on the home screen (and cut short by the next navigation, leaving no response).
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith('.js')) return;
    const port = Number(url.port);
    scriptsByPort.set(port, [...(scriptsByPort.get(port) ?? []), url.pathname]);
  });
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    // The react-dom client is the only bundle that names its root container this way.
    if ((await response.text().catch(() => '')).includes('__reactContainer$')) reactDomCopies += 1;
  });

  await signIn(page, 'admin@example.com');
  for (const { remote, path } of remoteRoutes) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(page.getByText('Module unavailable')).toHaveCount(0);
    expect(scriptsByPort.get(ports[remote]), `scripts of ${remote} from :${ports[remote]}`).toContain('/remoteEntry.js');
  }
  // Shared singletons come from the shell: however many remotes ran, react-dom was fetched once per page load.
  expect(reactDomCopies).toBe(remoteRoutes.length + 1);
});

test('a cold /login names up front every script and the config it waits for, and nothing it does not use', async ({ page }) => {
  const fetched: { url: string; script: boolean }[] = [];
  page.on('request', (request) => fetched.push({ url: new URL(request.url()).pathname, script: request.resourceType() === 'script' }));
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeEditable();
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => new URL(link.href).pathname),
  );
  expect(preloaded).toContain('/config.json');
  // Every script the boot ran was named in the page (none waited to be discovered by the one before) …
  const scripts = fetched.filter((f) => f.script && !/^\/main\./.test(f.url)).map((f) => f.url);
  expect(scripts.length).toBeGreaterThan(10);
  expect(preloaded).toEqual(expect.arrayContaining(scripts));
  // … each named file was fetched once (the script and the config fetch took the preloaded response) …
  for (const url of preloaded) expect(fetched.filter((f) => f.url === url), url).toHaveLength(1);
  // … and none was named for nothing: Chromium warns a few seconds after load about a preload left unused.
  await page.waitForTimeout(4000);
  expect(warnings).toEqual([]);
});

test('a remote that is down shows the module-unavailable panel while the rest keeps working', async () => {
  // A stack of its own (ports +50), so stopping a remote does not disturb the other suites.
  const own = Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, k === 'api' ? v : v + 50])) as typeof ports;
  const stack = await serveStack(own, { distDir, apiTarget: `http://localhost:${ports.api}` });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const origin = `http://localhost:${own.shell}`;
    await stack.servers.files.close();

    await signIn(page, 'admin@example.com', undefined, origin);
    await page.goto(`${origin}/files`);
    await expect(page.getByText('Module unavailable')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

    await page.goto(`${origin}/ako-generator`);
    await expect(page.getByRole('heading', { name: 'Ako Generator' })).toBeVisible();

    // The remote comes back: Retry loads it without a reload of the page.
    await page.goto(`${origin}/files`);
    await expect(page.getByText('Module unavailable')).toBeVisible();
    const { serveApp } = await import('../tools/stack.cjs');
    const restarted = await serveApp({ dir: `${distDir}/files-mfe`, port: own.files });
    stack.servers.files = restarted;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('Module unavailable')).toHaveCount(0);
    await expect(page.getByRole('heading').first()).toBeVisible();
  } finally {
    await browser.close();
    await stack.stop();
  }
});
