// Serves the production builds the way `npm start` does: the shell and each remote from its own origin,
// the shell proxying /api to the admin API. Used by `npm start`, the e2e suite and the bench.
// CommonJS, so both the ESM tools and the Playwright suites (which transpile to CommonJS) can load it.
const http = require('node:http');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { readFileSync } = require('node:fs');
const sirv = require('sirv');

const root = path.resolve(__dirname, '..');

const defaultPorts = { shell: 4200, content: 4201, landing: 4202, files: 4203, ako: 4204, api: 3333 };
const remoteProjects = { content: 'content-mfe', landing: 'landing-mfe', files: 'files-mfe', ako: 'ako-mfe' };

/** Serves one built app; the shell also gets a config.json pointing at the given remote origins and an API proxy. */
function serveApp({ dir, port, spa = false, config, apiTarget }) {
  const assets = sirv(dir, { single: spa, dev: false, etag: true, gzip: false, brotli: false,
    setHeaders(res, pathname) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      // Hashed bundles are immutable; entries, manifests and HTML must be revalidated so a redeploy is seen.
      if (/\.[0-9a-f]{8}\.js$/.test(pathname)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'no-cache');
    },
  });
  const server = http.createServer((req, res) => {
    if (config && req.url?.split('?')[0] === '/config.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
      res.end(JSON.stringify(config));
      return;
    }
    // Only the API is proxied: /files/... is the file manager's own route here; stored files live on the API origin.
    if (apiTarget && /^\/api(\/|$|\?)/.test(req.url ?? '')) return proxy(req, res, apiTarget);
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
        port,
        close: () => new Promise((done) => { server.close(() => done()); for (const s of sockets) s.destroy(); }),
      }),
    );
  });
}

function proxy(req, res, target) {
  const url = new URL(req.url, target);
  const upstream = http.request(url, { method: req.method, headers: { ...req.headers, host: url.host } }, (up) => {
    res.writeHead(up.statusCode ?? 502, up.headers);
    up.pipe(res);
  });
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
  for (const [name, project] of Object.entries(remoteProjects)) {
    servers[name] = await serveApp({ dir: path.join(distDir, project), port: ports[name] });
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

/** Starts the admin API from source on the given port with its own data directory; resolves once healthy. */
async function startApi({ port, dataDir, env = {} }) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/admin-api/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env, DEMO_DATA: 'true', LOG_LEVEL: 'warn', FILES_PUBLIC_URL: `http://localhost:${port}`,
      PUBLIC_URL: `http://localhost:${port - defaultPorts.api + defaultPorts.shell}`, ...env, PORT: String(port), DATA_DIR: dataDir,
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`admin API exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://localhost:${port}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('admin API did not become healthy within 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return { stop: () => { child.kill('SIGTERM'); return exited; } };
}

module.exports = { root, defaultPorts, remoteProjects, serveApp, shellConfig, serveStack, portsWithOffset, startApi };
