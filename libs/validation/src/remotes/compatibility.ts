// Whether a remote's build fits a shell, read from the build record in its mf-manifest.json (tools/webpack/build-record.js
// writes the record; README "Releasing one remote"). One check for both sides: the shell runs it before any of the
// remote's code runs, and the API runs it before a switch, against the contracts the shell's build published.
import minVersion from 'semver/ranges/min-version';
import satisfies from 'semver/functions/satisfies';
import validRange from 'semver/ranges/valid';

/** What a remote's production build records about itself and what it needs. */
export interface BuildRecord {
  name: string;
  version: string;
  commit: string;
  builtAt: string;
  /** Shared package → the range the remote was built for, e.g. "@backoffice/ui" → "^2.3.0". */
  needs: Record<string, string>;
  /** Shared library entry → the named exports the remote imports from it. */
  imports: Record<string, string[]>;
  /** Exposed module ("./AkoGenerator") → the shared modules its own chunks consume (read, not trusted: see shared-prefetch). */
  startShared?: unknown;
  /** The modules whose server routes its screens call ('banners', 'promo-partners'): the API must serve each. */
  api?: string[];
}

/** What the API serves: the modules whose server routes it has (GET /remotes/live names them). */
export interface ApiContracts {
  modules: string[];
}

/** What the shell provides: the version of each shared package and the runtime exports of each library entry. */
export interface ShellContracts {
  versions: Record<string, string>;
  exports: Record<string, string[]>;
}

const has = (record: object, key: string) => Object.hasOwn(record, key);

/** The build record of a manifest, or null for a build made without one (a development build). */
export function buildRecordOf(manifest: unknown): BuildRecord | null {
  const record = (manifest as { buildRecord?: unknown } | null)?.buildRecord as Partial<BuildRecord> | undefined;
  if (!record || typeof record !== 'object' || typeof record.name !== 'string' || typeof record.version !== 'string') return null;
  return { commit: '', builtAt: '', needs: {}, imports: {}, ...record } as BuildRecord;
}

/** "≥ 2.3" for "^2.3.0": the lowest version a range accepts, as a release manager reads it. */
function lowest(range: string): string {
  const min = validRange(range) ? minVersion(range) : null;
  if (!min) return range;
  return `≥ ${min.patch === 0 ? `${min.major}.${min.minor}` : min.version}`;
}

/**
 * Every reason the remote cannot run beside this shell, in words for whoever releases it; empty when it fits.
 * A remote built for an older major of a library is refused too: the shell's library no longer has what it expects.
 */
export function incompatibilities(record: BuildRecord, shell: ShellContracts): string[] {
  const who = `${record.name} ${record.version}`;
  const reasons: string[] = [];
  for (const [name, range] of Object.entries(record.needs)) {
    const provided = has(shell.versions, name) ? shell.versions[name] : undefined;
    if (!provided) {
      reasons.push(`${who} needs ${name} ${lowest(range)}, which this shell does not provide — release the shell first`);
    } else if (!validRange(range)) {
      reasons.push(`${who} needs ${name} "${range}", which is not a version range — rebuild ${record.name}`);
    } else if (!satisfies(provided, range)) {
      const min = minVersion(range);
      reasons.push(
        min && satisfies(provided, `>${min.version}`)
          ? `${who} was built for ${name} ${range}, this shell has ${provided} — rebuild ${record.name} against ${name} ${provided} and release it`
          : `${who} needs ${name} ${lowest(range)}, this shell has ${provided} — release the shell first`,
      );
    }
  }
  for (const [entry, names] of Object.entries(record.imports)) {
    const provided = new Set(has(shell.exports, entry) ? shell.exports[entry] : []);
    const missing = names.filter((name) => !provided.has(name));
    if (missing.length === 0) continue;
    const library = entry.split('/').slice(0, 2).join('/');
    const version = has(shell.versions, library) ? ` ${shell.versions[library]}` : '';
    reasons.push(
      `${who} uses ${missing.join(', ')} from ${entry}, which this shell's ${library}${version} does not export — release the shell first`,
    );
  }
  return reasons;
}

/**
 * Every module whose server routes the remote needs and the API does not serve, in words for whoever releases it;
 * empty when the API serves them all: "content 1.9.0 needs the promo-partners API, which this API does not serve —
 * release the API first".
 */
export function apiIncompatibilities(record: BuildRecord, api: ApiContracts): string[] {
  const served = new Set(api.modules);
  const needed = Array.isArray(record.api) ? record.api.filter((module): module is string => typeof module === 'string') : [];
  return needed
    .filter((module) => !served.has(module))
    .map((module) => `${record.name} ${record.version} needs the ${module} API, which this API does not serve — release the API first`);
}
