import { writeFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { serveStack } from '../tools/stack.cjs';
import { chromiumArgs, distDir } from './env';
import { expect, ports, signedInAs, signIn, test } from './fixtures';

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

  await signedInAs(page, 'admin@example.com');
  for (const { remote, path } of remoteRoutes) {
    await page.goto(path);
    // The page's own heading: the menu's "App Setting" heading is there before the remote is.
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await expect(page.getByText('Module unavailable')).toHaveCount(0);
    // The entry carries its content hash (its manifest names it), so a returning user's browser has it cached.
    expect(scriptsByPort.get(ports[remote]) ?? [], `scripts of ${remote} from :${ports[remote]}`).toContainEqual(expect.stringMatching(/^\/remoteEntry\.[0-9a-f]{8}\.js$/));
  }
  // Shared singletons come from the shell: however many remotes ran, react-dom was fetched once per page load.
  expect(reactDomCopies).toBe(remoteRoutes.length + 1);
});

test('a MUI part no app uses is offered by the shell when a remote\'s manifest names it, and fetched only when asked for', async ({ page }) => {
  type Shared = Record<string, Record<string, { from: string; get: () => Promise<() => Record<string, unknown>> }>>;
  const scope = () =>
    page.evaluate(() => {
      const instances = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: { name: string; shareScopeMap: { default: Shared } }[] } }).__FEDERATION__.__INSTANCES__;
      const shared = instances.find((instance) => instance.name === 'shell')?.shareScopeMap.default ?? {};
      return { rating: '@mui/material/Rating' in shared, button: '@mui/material/Button' in shared };
    });
  // Rating: a part no app of the workspace imports. Button: one the login form renders.
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  const fromShell = (prefix: string) => scripts.filter((path) => path.startsWith(prefix));
  // The landing remote released with Rating: its manifest names the part (as a build importing it would).
  let namedRating = false;
  await page.route(`http://localhost:${ports.landing}/mf-manifest.json`, async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { shared: { name: string }[] };
    manifest.shared.push({ ...manifest.shared[0], name: '@mui/material/Rating' });
    namedRating = true;
    await route.fulfill({ response, json: manifest });
  });
  await page.goto('/login');
  await expect(page.locator('[data-prerendered-login]')).toHaveCount(0);
  expect(await scope()).toEqual({ rating: false, button: true });
  await signIn(page, 'admin@example.com');
  // A remote whose manifest names only parts in use loads without the catalogue.
  await page.goto('/ako-generator');
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  expect(await scope()).toEqual({ rating: false, button: true });
  expect(fromShell('/mui-material-rest.')).toEqual([]);
  await page.goto('/landing-pages');
  await expect(page.getByRole('heading', { name: 'Landing Pages' })).toBeVisible();
  expect(namedRating).toBe(true);
  expect(await scope()).toEqual({ rating: true, button: true });
  // Registered is not fetched: the parts in use and the rest of the catalogue are separate chunks.
  expect(fromShell('/mui-material-rest.')).toEqual([]);
  const rating = await page.evaluate(async () => {
    const instances = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: { name: string; shareScopeMap: { default: Shared } }[] } }).__FEDERATION__.__INSTANCES__;
    const versions = instances.find((instance) => instance.name === 'shell')?.shareScopeMap.default['@mui/material/Rating'] ?? {};
    const [offer] = Object.values(versions);
    const module = (await offer.get())();
    return { from: offer.from, component: typeof module.default };
  });
  expect(rating).toEqual({ from: 'shell', component: 'object' });
  expect(fromShell('/mui-material-rest.')).toHaveLength(1);
});

test('a cold /login names up front every script and the config it waits for, and nothing it does not use', async ({ page }) => {
  const fetched: { url: string; script: boolean }[] = [];
  page.on('request', (request) => fetched.push({ url: new URL(request.url()).pathname, script: request.resourceType() === 'script' }));
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  await page.goto('/login');
  // The pre-rendered form takes typing at once; the app's scripts start after its first paint, then take it over.
  await expect(page.locator('[data-prerendered-login]')).toHaveCount(0);
  await expect(page.getByLabel('Email')).toBeEditable();
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => new URL(link.href).pathname),
  );
  expect(preloaded).toContain('/config.json');
  // Every script the boot ran was named in the page (none waited to be discovered by the one before) …
  // (its own <script> tag, login-early.js, names the entry's scripts in data-app: main.js and its chunk of eager shared
  // modules, both preloaded once the form is painted.)
  const html = await (await page.request.get('/login')).text();
  const own = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => new URL(src, page.url()).pathname);
  const entry = (html.match(/\bdata-app="([^"]+)"/)?.[1] ?? '').split(' ').map((src) => new URL(src, page.url()).pathname);
  expect(entry.some((src) => /^\/main\./.test(src))).toBe(true);
  expect(preloaded).toEqual(expect.arrayContaining(entry));
  const scripts = fetched.filter((f) => f.script && !own.includes(f.url) && !entry.includes(f.url)).map((f) => f.url);
  // The sign-in screen's shared modules come with the entry (signInShared in tools/webpack/shared.js): a shared module
  // it starts to use without being listed there shows here as one more script.
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.length).toBeLessThanOrEqual(3);
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
    const restarted = await serveApp({ dir: `${distDir}/files-mfe`, port: own.files, allowOrigin: origin });
    stack.servers.files = restarted;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('Module unavailable')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  } finally {
    await browser.close();
    await stack.stop();
  }
});

/** How many pixels of two same-sized PNG screenshots (decoded in `page`) differ by more than `tolerance` in a colour channel. */
async function differingPixels(page: Page, a: Buffer, b: Buffer, tolerance: number): Promise<number> {
  const url = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
  return page.evaluate(
    async ([first, second, limit]) => {
      const pixels = async (src: string) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d') as CanvasRenderingContext2D;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height);
      };
      const [x, y] = await Promise.all([pixels(first), pixels(second)]);
      if (x.width !== y.width || x.height !== y.height) return x.width * x.height;
      let count = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        const delta = Math.max(Math.abs(x.data[i] - y.data[i]), Math.abs(x.data[i + 1] - y.data[i + 1]), Math.abs(x.data[i + 2] - y.data[i + 2]));
        if (delta > limit) count += 1;
      }
      return count;
    },
    [url(a), url(b), tolerance] as const,
  );
}

test.describe('the pre-rendered /login', () => {
  /** Holds the app's entry back until release(), so the test acts on the pre-rendered form. */
  async function holdApp(page: Page) {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[0-9a-f]{8}\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.locator('[data-prerendered-login]')).toBeVisible();
    return release;
  }

  test('takes typing and Enter before the app has loaded; the app then signs in with them', async ({ page }) => {
    const release = await holdApp(page);
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.keyboard.type('admin@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Passw0rd!');
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    // No native submission: nothing typed went into the address.
    expect(page.url()).toMatch(/\/login$/);
    await expect(page.locator('[data-prerendered-login][data-submit-requested]')).toHaveCount(1);
    release();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  });

  test('typing carries on across the takeover, in the same field, and looks the same before and after', async ({ page, browser }) => {
    // This run's API allows passkey sign-in (the passkeys suite), an option the app adds below the form once the server
    // says so, which no pre-rendered page can know: the form itself is what must not change at the takeover.
    await page.route('**/api/v1/auth/sign-in-options', (route) => route.fulfill({ json: { data: { passkey: false } } }));
    const release = await holdApp(page);
    // Typing starts once the pre-rendered field has the focus (a keystroke before it would go to the page).
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.keyboard.type('admin@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Pass');
    release();
    await expect(page.locator('[data-prerendered-login]')).toHaveCount(0);
    await page.keyboard.type('w0rd!');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Passw0rd!');
    await expect(page.getByLabel('Email')).toHaveValue('admin@example.com');
    await page.waitForTimeout(400);
    const app = await page.locator('main').screenshot();

    // The same state on the pre-rendered page alone (no scripts at all): the same pixels.
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
    const plain = await context.newPage();
    await plain.goto(`http://localhost:${ports.shell}/login`);
    // As above: a keystroke before the autofocus lands goes to the page ('dmin@…', once).
    await expect(plain.getByLabel('Email')).toBeFocused();
    await plain.keyboard.type('admin@example.com');
    await plain.keyboard.press('Tab');
    await plain.keyboard.type('Passw0rd!');
    await plain.waitForTimeout(400);
    const prerendered = await plain.locator('main').screenshot();
    await context.close();
    // Antialiasing may differ by a shade on a few edge pixels; a label or a border out of place differs by hundreds.
    const differing = await differingPixels(page, app, prerendered, 16);
    if (differing > 0) {
      writeFileSync(test.info().outputPath('the-app.png'), app);
      writeFileSync(test.info().outputPath('pre-rendered.png'), prerendered);
    }
    expect(differing).toBe(0);
  });

  test('a signed-in user opening /login sees no login form on the way to the home page', async ({ page }) => {
    await signedInAs(page, 'admin@example.com');
    const shown: boolean[] = [];
    await page.exposeFunction('reportLoginForm', (visible: boolean) => shown.push(visible));
    await page.addInitScript(() => {
      const report = () => {
        const form = document.querySelector('[data-prerendered-login]') as HTMLElement | null;
        const visible = form !== null && getComputedStyle(form).visibility !== 'hidden' && form.getClientRects().length > 0;
        if (form) (window as unknown as { reportLoginForm: (v: boolean) => void }).reportLoginForm(visible);
      };
      // Each frame until the app has moved on: a shown form would have been painted.
      const tick = () => {
        report();
        if (document.querySelector('[data-prerendered-login]') || document.readyState !== 'complete') requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.goto('/login');
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
    expect(shown).not.toContain(true);
  });
});
