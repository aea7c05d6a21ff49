// Published builds of a remote, side by side: <releases>/<project>/<version>/ plus builds.json listing them.
// Used by `npm run publish-remote` and by the e2e suite's fixture builds.
const fs = require('node:fs');
const path = require('node:path');

/** The releases folder beside a dist/apps folder (dist/releases; tmp/e2e-N/releases for a test stack). */
const releasesDirOf = (distDir) => path.join(distDir, '..', 'releases');

/**
 * Copies <distDir>/<project> to <releases>/<project>/<version>/ (the version of its build record, or `as`) and lists
 * it in builds.json. `edit(dir)` may change the copy first (a test's fixture); `source` is a build made elsewhere (a
 * team's change built from its own checkout). Refuses to overwrite a release.
 */
function publishRemote({ distDir, project, as, force = false, edit, source = path.join(distDir, project) }) {
  const manifest = JSON.parse(fs.readFileSync(path.join(source, 'mf-manifest.json'), 'utf8'));
  const version = as ?? manifest.buildRecord?.version;
  if (!version || !/^[0-9A-Za-z.+-]{1,50}$/.test(version)) throw new Error(`${project}: its build has no build record version`);
  const folder = path.join(releasesDirOf(distDir), project);
  const target = path.join(folder, version);
  if (fs.existsSync(target) && !force) throw new Error(`${project} ${version} is already published (${target}): bump apps/${project}/package.json's version, or pass --force`);
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(folder, { recursive: true });
  fs.cpSync(source, target, { recursive: true });
  edit?.(target);
  const indexFile = path.join(folder, 'builds.json');
  const index = fs.existsSync(indexFile) ? JSON.parse(fs.readFileSync(indexFile, 'utf8')) : { builds: [] };
  const record = JSON.parse(fs.readFileSync(path.join(target, 'mf-manifest.json'), 'utf8')).buildRecord ?? {};
  const entry = { version, path: `${version}/mf-manifest.json`, commit: record.commit ?? '', builtAt: record.builtAt ?? '', publishedAt: new Date().toISOString() };
  index.builds = [...index.builds.filter((b) => b.version !== version), entry];
  fs.writeFileSync(indexFile, `${JSON.stringify(index, null, 2)}\n`);
  return { version, dir: target, url: `/releases/${entry.path}` };
}

module.exports = { publishRemote, releasesDirOf };
