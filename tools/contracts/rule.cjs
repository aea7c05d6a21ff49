// The versioning rule for the @backoffice/* libraries: a removed or changed export needs a major bump, an added one
// a minor bump, and the checked-in API report must match the sources. Pure functions, unit-tested in rule.spec.cjs.
const semver = require('semver');

const LEVELS = ['none', 'patch', 'minor', 'major'];

/** What changed between two surfaces ({ entry: { name: type } }), each as "entry › name". */
function compareSurfaces(before, after) {
  const added = [];
  const removed = [];
  const changed = [];
  const entries = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const entry of [...entries].sort()) {
    const was = before[entry] ?? {};
    const is = after[entry] ?? {};
    const label = (name) => `${entry} › ${name}`;
    for (const name of Object.keys(was)) {
      if (!Object.hasOwn(is, name)) removed.push(label(name));
      else if (was[name] !== is[name]) changed.push(label(name));
    }
    for (const name of Object.keys(is)) if (!Object.hasOwn(was, name)) added.push(label(name));
  }
  return { added, removed, changed };
}

/** The bump a change needs: major for removals and changes (remotes built before break), minor for additions. */
function requiredBump({ added, removed, changed }) {
  if (removed.length > 0 || changed.length > 0) return 'major';
  if (added.length > 0) return 'minor';
  return 'none';
}

/** The bump made between two versions ("none" when equal, "downgrade" when lower). */
function madeBump(from, to) {
  if (semver.eq(from, to)) return 'none';
  if (semver.lt(to, from)) return 'downgrade';
  return semver.major(to) > semver.major(from) ? 'major' : semver.minor(to) > semver.minor(from) ? 'minor' : 'patch';
}

const listed = (title, names) => (names.length > 0 ? [`  ${title}: ${names.slice(0, 8).join(', ')}${names.length > 8 ? ` … (${names.length})` : ''}`] : []);

/**
 * Checks one library against its report. Returns { ok, writable, message }: `writable` when the report may be
 * rewritten from the sources (the version was bumped enough, or nothing but the report is behind).
 * @param {{ name: string, version: string, reportFile: string, packageFile: string, report: { version: string, entries: object } | null, surface: object }} input
 */
function checkLibrary({ name, version, reportFile, packageFile, report, surface }) {
  const update = `run \`npm run api-report\` to update ${reportFile}`;
  if (!semver.valid(version)) return { ok: false, writable: false, message: `${name}: ${packageFile} has no valid semver version ("${version}").` };
  if (!report) return { ok: false, writable: true, message: `${name}: no API report yet — ${update}.` };
  const diff = compareSurfaces(report.entries, surface);
  const needed = requiredBump(diff);
  const made = madeBump(report.version, version);
  if (made === 'downgrade') {
    return { ok: false, writable: false, message: `${name}: ${packageFile} says ${version}, lower than the report's ${report.version}: versions only go up.` };
  }
  if (needed === 'none') {
    if (made === 'none') return { ok: true, writable: false, message: '' };
    return { ok: false, writable: true, message: `${name}: version ${version} is not recorded in the report (${report.version}) — ${update}.` };
  }
  const details = [...listed('removed', diff.removed), ...listed('changed', diff.changed), ...listed('added', diff.added)];
  if (LEVELS.indexOf(made) < LEVELS.indexOf(needed)) {
    const next = semver.inc(report.version, needed);
    return {
      ok: false,
      writable: false,
      message: [
        `${name}: its public surface changed without a ${needed} version bump (${reportFile} records ${report.version}, ${packageFile} says ${version}).`,
        ...details,
        `  ${needed === 'major' ? 'Removing or changing an export (remotes built before would break)' : 'Adding an export'} needs a ${needed} bump: ` +
          `set "version": "${next}" in ${packageFile}, then ${update}.`,
      ].join('\n'),
    };
  }
  return { ok: false, writable: true, message: [`${name}: the report is behind the sources (version ${version}) — ${update}.`, ...details].join('\n') };
}

module.exports = { compareSurfaces, requiredBump, madeBump, checkLibrary };
