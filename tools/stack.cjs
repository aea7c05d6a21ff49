// Serves the production builds the way `npm start` does: the shell and each remote from its own origin,
// the shell proxying /api to the admin API. Used by `npm start`, the e2e suite and the bench.
// CommonJS, so both the ESM tools and the Playwright suites (which transpile to CommonJS) can load it.
const http = require('node:http');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { readFileSync } = require('node:fs');
const sirv = require('sirv');
const { releasesDirOf } = require('./releases.cjs');

const root = path.resolve(__dirname, '..');

const defaultPorts = { shell: 4200, content: 4201, landing: 4202, files: 4203, ako: 4204, api: 3333 };
const remoteProjects = { content: 'content-mfe', landing: 'landing-mfe', files: 'files-mfe', ako: 'ako-mfe' };
/** Where `npm run dev:remote -- <remote>` serves a remote's dev build, beside `npm start`'s production stack. */
const devRemotePorts = { content: 5201, landing: 5202, files: 5203, ako: 5204 };

// Every server: no MIME sniffing; no Referer, since reset links carry their token in the URL path.
const SECURITY_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' };

const originOf = (url) => {
  try {
    return /^https?:/.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/**
 * The shell's Content-Security-Policy: its own origin, the API origin, the remotes of config.json and the origins it
 * allows developers' overrides from, nothing else.
 * Styles allow 'unsafe-inline' (and nothing else inline): MUI/emotion insert <style> elements at run time.
 * Images also allow data: and blob: (generated AKO images, previews of a file before upload).
 */
function contentSecurityPolicy(config, apiOrigin) {
  // A developer's override may load a remote from these origins (config.json's remoteOverrideOrigins): exactly these.
  const overrides = Array.isArray(config.remoteOverrideOrigins) ? config.remoteOverrideOrigins.map(originOf) : [];
  const remotes = [...new Set([...Object.values(config.remotes ?? {}).map(originOf), ...overrides].filter(Boolean))];
  const api = [...new Set([apiOrigin, originOf(config.apiBase), originOf(config.contentApiBase)].filter(Boolean))];
  const chat = [originOf(config.chatHost)].filter(Boolean);
  const list = (...parts) => parts.flat().join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", remotes)}`,
    `style-src ${list("'self'", remotes, "'unsafe-inline'")}`,
    `img-src ${list("'self'", api, remotes, 'data:', 'blob:')}`,
    `font-src ${list("'self'", remotes, 'data:')}`,
    `media-src ${list("'self'", api)}`,
    `connect-src ${list("'self'", api, remotes, chat)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** Adds Origin to the response's Vary (sirv sets Vary: Accept-Encoding itself for its compressed copies). */
function varyOnOrigin(res) {
  const vary = String(res.getHeader('Vary') ?? '');
  if (!/\borigin\b/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Origin` : 'Origin');
}

/**
 * Serves one built app; the shell also gets a config.json pointing at the given remote origins and an API proxy.
 * allowOrigin: the one origin (the shell's) that may load this app's code across origins (a remote's host): it gets
 * `Access-Control-Allow-Origin` with itself, any other origin none (README "Deploying").
 */
function serveApp({ dir, port, spa = false, config, apiTarget, apiOrigin = apiTarget && originOf(apiTarget), releasesDir, allowOrigin }) {
  const headers = config ? { ...SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy(config, apiOrigin) } : SECURITY_HEADERS;
  // The build's .br/.gz copies are sent to browsers that accept them (sirv adds Content-Encoding and Vary).
  const assets = sirv(dir, { single: spa, dev: false, etag: true, gzip: true, brotli: true,
    setHeaders(res, pathname) {
      if (allowOrigin) varyOnOrigin(res);
      // Hashed bundles are immutable; entries, manifests and HTML must be revalidated so a redeploy is seen.
      if (/\.[0-9a-f]{8}\.js$/.test(pathname)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'no-cache');
    },
  });
  // A remote's published builds (npm run publish-remote), side by side under /releases/<version>/.
  // dev: read per request, so a build published while the server runs is served at once.
  const releases = releasesDir && sirv(releasesDir, { dev: true, etag: true, gzip: true, brotli: true,
    setHeaders(res, pathname) {
      if (allowOrigin) varyOnOrigin(res);
      if (/\.[0-9a-f]{8}\.js$/.test(pathname)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'no-cache');
    },
  });
  const server = http.createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (allowOrigin) {
      varyOnOrigin(res);
      if (req.headers.origin === allowOrigin) res.setHeader('Access-Control-Allow-Origin', allowOrigin);
    }
    // Dot segments (also percent-encoded) and backslashes are refused: /api/../files/x must not reach the API's /files.
    if (!isNormalPath(req.url ?? '/')) {
      res.writeHead(400, { 'content-type': 'text/plain' });
      res.end('Bad request path');
      return;
    }
    if (config && req.url?.split('?')[0] === '/config.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
      res.end(JSON.stringify(config));
      return;
    }
    // Only the API is proxied: /files/... is the file manager's own route here; stored files live on the API origin.
    if (apiTarget && /^\/api(\/|$|\?)/.test(req.url ?? '')) return proxy(req, res, apiTarget);
    if (releases && /^\/releases\//.test(req.url ?? '')) {
      req.url = req.url.slice('/releases'.length);
      return releases(req, res, () => {
        // A remote with nothing published has an empty list, not a 404 the Modules screen's request logs in the console.
        if (req.url.split('?')[0] === '/builds.json') {
          res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
          res.end('{"builds":[]}');
          return;
        }
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Not found');
      });
    }
    assets(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    });
  });
  // Sockets kept alive by browsers would hold close() open; track them so stop() is immediate.
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () =>
      resolve({
        port: server.address().port,
        close: () => new Promise((done) => { server.close(() => done()); for (const s of sockets) s.destroy(); }),
      }),
    );
  });
}

/** True when the path has no dot segment, encoded dot or backslash: what the proxy forwards is what was asked for. */
function isNormalPath(rawUrl) {
  const pathname = rawUrl.split('?')[0];
  if (!pathname.startsWith('/') || /\\|%5c/i.test(pathname)) return false;
  return !pathname.split('/').some((segment) => /^(\.|%2e){1,2}$/i.test(segment));
}

// Headers a client could use to claim another address; the proxy writes the address it sees instead.
const CLIENT_ADDRESS_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip'];

function proxy(req, res, target) {
  // Appended, never resolved against the target: the path cannot name another host or leave /api.
  const url = new URL(target.replace(/\/$/, '') + req.url);
  const headers = { ...req.headers, host: url.host };
  for (const name of CLIENT_ADDRESS_HEADERS) delete headers[name];
  // The API trusts X-Forwarded-For from this proxy only (TRUST_PROXY=loopback), so it must be the socket's address.
  headers['x-forwarded-for'] = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  headers['x-forwarded-proto'] = 'http';
  const upstream = http.request(url, { method: req.method, headers }, (up) => {
    res.writeHead(up.statusCode ?? 502, up.headers);
    up.pipe(res);
  });
  // A client that goes away (a closed event stream) ends the upstream request too, so the API's stream closes.
  res.on('close', () => upstream.destroy());
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'The Back Office server is not reachable' }));
  });
  req.pipe(upstream);
}

/** The shell's config.json for remotes served on the given ports (the built public/config.json is the template). */
function shellConfig(ports, overrides = {}) {
  const base = JSON.parse(readFileSync(path.join(root, 'apps/shell/public/config.json'), 'utf8'));
  const remotes = Object.fromEntries(
    Object.keys(remoteProjects).map((name) => [name, `http://localhost:${ports[name]}/mf-manifest.json`]),
  );
  return { ...base, remotes, ...overrides };
}

/** Starts the shell and the four remotes from dist/; returns the servers by name and a stop(). */
async function serveStack(ports = defaultPorts, { apiTarget = `http://localhost:${ports.api}`, config = {}, distDir = path.join(root, 'dist/apps') } = {}) {
  const servers = {};
  // The remotes' code is loaded by the shell's page only (README "Deploying"): their hosts allow the shell's origin.
  const allowOrigin = `http://localhost:${ports.shell}`;
  for (const [name, project] of Object.entries(remoteProjects)) {
    servers[name] = await serveApp({ dir: path.join(distDir, project), port: ports[name], releasesDir: path.join(releasesDirOf(distDir), project), allowOrigin });
  }
  servers.shell = await serveApp({
    dir: path.join(distDir, 'shell'), port: ports.shell, spa: true,
    config: shellConfig(ports, config), apiTarget,
  });
  return { servers, stop: () => Promise.all(Object.values(servers).map((s) => s.close())) };
}

/** Every port shifted by an offset, so several stacks (a developer's, an e2e run, a bench) can run side by side. */
function portsWithOffset(offset = 0) {
  return Object.fromEntries(Object.entries(defaultPorts).map(([name, port]) => [name, port + offset]));
}

/**
 * Starts the admin API from source on the given port with its own data directory; resolves once healthy. `cwd`: the
 * sources of another release (a checkout whose node_modules is this one's), as a team's API release would run.
 */
async function startApi({ port, dataDir, env = {}, cwd = root }) {
  const shellUrl = `http://localhost:${port - defaultPorts.api + defaultPorts.shell}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/admin-api/src/main.ts'], {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      // TRUST_PROXY=loopback: the shell's proxy (this machine) names the client address; see README "Security".
      // SHELL_URL: the shell of the same offset, whose config.json and shell-contracts.json a remote's switch is checked against.
      ...process.env, DEMO_DATA: 'true', LOG_LEVEL: 'warn', FILES_PUBLIC_URL: `http://localhost:${port}`, TRUST_PROXY: 'loopback',
      PUBLIC_URL: shellUrl, SHELL_URL: shellUrl, ...env, PORT: String(port), DATA_DIR: dataDir,
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Seeding the demo data takes minutes when the shared machine is busy.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`admin API exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://localhost:${port}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left running: it would keep writing into the data directory the next run starts afresh.
      child.kill('SIGTERM');
      throw new Error('admin API did not become healthy within 120 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { pid: child.pid, stop: () => { child.kill('SIGTERM'); return exited; } };
}

module.exports = { root, defaultPorts, devRemotePorts, remoteProjects, serveApp, shellConfig, serveStack, portsWithOffset, startApi, contentSecurityPolicy, isNormalPath };
