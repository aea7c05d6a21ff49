// `npm run release -- <remote> <version> [--canary <percent>%]`: a remote team's CI publishes the remote's production
// build (dist/apps/<project>) through the API and switches the remote to it, or starts a canary to a share of staff.
// BACKOFFICE_API_URL: the Back Office's public address (e.g. https://backoffice.example.com); BACKOFFICE_DEPLOY_TOKEN:
// a deploy token for the remote (App Setting › Modules › Deploy tokens). README "Releasing from CI".
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import { remoteProjects, root } from './stack.cjs';

const usage = `Usage: npm run release -- <${Object.keys(remoteProjects).join('|')}> <version> [--canary <1-99>%]
  env: BACKOFFICE_API_URL (the Back Office address), BACKOFFICE_DEPLOY_TOKEN (a deploy token for the remote)`;

function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

function parseArgs(argv) {
  const [remote, version, ...rest] = argv;
  if (!remote || !version || !Object.hasOwn(remoteProjects, remote)) fail(usage, 2);
  let canary = null;
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '--canary' && /^\d{1,2}%?$/.test(rest[i + 1] ?? '')) canary = Number.parseInt(rest[++i], 10);
    else fail(usage, 2);
  }
  if (canary !== null && (canary < 1 || canary > 99)) fail('--canary takes a share from 1% to 99%', 2);
  return { remote, version, canary };
}

/** Every file of the build but the pre-compressed copies (the API serves the files themselves). */
function buildFiles(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return buildFiles(path.join(dir, entry.name), relative);
    return /\.(br|gz)$/.test(entry.name) ? [] : [relative];
  });
}

async function call(base, token, method, url, body) {
  const raw = Buffer.isBuffer(body);
  const res = await fetch(`${base}/api/v1/${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': raw ? 'application/octet-stream' : 'application/json' }) },
    body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
  });
  const answer = await res.json().catch(() => ({}));
  if (!res.ok) {
    const details = answer.errorMessages ? ` ${JSON.stringify(answer.errorMessages)}` : '';
    const reasons = Array.isArray(answer.reasons) ? `\n  - ${answer.reasons.join('\n  - ')}` : '';
    throw new Error(`${method} ${url}: ${res.status} ${answer.message ?? res.statusText}${details}${reasons}`);
  }
  return answer;
}

const { remote, version, canary } = parseArgs(process.argv.slice(2));
const base = (process.env.BACKOFFICE_API_URL ?? '').replace(/\/+$/, '');
const token = process.env.BACKOFFICE_DEPLOY_TOKEN ?? '';
if (!/^https?:\/\//.test(base)) fail('Set BACKOFFICE_API_URL to the Back Office address, e.g. https://backoffice.example.com', 2);
if (!token) fail('Set BACKOFFICE_DEPLOY_TOKEN to a deploy token for this remote (App Setting › Modules › Deploy tokens)', 2);

const project = remoteProjects[remote];
// RELEASE_DIST: where the production builds are, when not dist/apps (a test's snapshot of them).
const dir = path.join(process.env.RELEASE_DIST ? path.resolve(process.env.RELEASE_DIST) : path.join(root, 'dist/apps'), project);
const manifestFile = path.join(dir, 'mf-manifest.json');
if (!fs.existsSync(manifestFile)) fail(`No production build of ${project}: run \`npx nx build ${project}\` first.`);
const built = JSON.parse(fs.readFileSync(manifestFile, 'utf8')).buildRecord?.version;
if (built !== version) fail(`The build in ${path.relative(root, dir)} is ${project} ${built ?? '(no build record)'}, not ${version}: set apps/${project}/package.json's version and build again.`);

try {
  const files = buildFiles(dir);
  let sent = 0;
  for (const file of files) {
    await call(base, token, 'PUT', `releases/${remote}/${version}/files/${file.split('/').map(encodeURIComponent).join('/')}`, fs.readFileSync(path.join(dir, file)));
    sent += 1;
    if (sent % 20 === 0 || sent === files.length) console.log(`uploaded ${sent}/${files.length} files`);
  }
  const { data: sealed } = await call(base, token, 'POST', `releases/${remote}/${version}/seal`, { files });
  console.log(`${remote} ${version} published: ${sealed.manifestUrl}`);
  if (canary !== null) {
    const { message } = await call(base, token, 'PUT', `remotes/${remote}/canary`, { manifestUrl: sealed.manifestUrl, version, percent: canary });
    console.log(message);
  } else {
    const { data: releases } = await call(base, token, 'GET', `releases/${remote}`);
    const { message } = await call(base, token, 'PUT', `remotes/${remote}`, { manifestUrl: sealed.manifestUrl, version, fromUrl: releases.live });
    console.log(message);
  }
} catch (error) {
  fail(error.message);
}
