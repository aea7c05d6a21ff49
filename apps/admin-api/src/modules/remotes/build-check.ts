// Whether a published build may be served for a remote: on the remote's own origin, readable, and fitting the live
// shell and this API — the same check the shell runs before it loads a remote. A switch and a canary both run it.
import { apiIncompatibilities, buildRecordOf, incompatibilities } from '@backoffice/validation';
import { MODULES } from '../../core/module-catalog';
import { HttpError } from '../../http/errors';
import { MANIFEST_LIMITS, ReadProblem, readJson, type ShellState } from './shell-source';

export interface BuildCheckInput {
  name: string;
  manifestUrl: string;
  /** The version the caller names; the build record's wins when there is one. */
  version: string;
  shell: ShellState;
  /** config.json's build of the remote: always accepted as the way back. */
  configured: string;
  /** Origins besides config.json's that REMOTE_ORIGINS allows for the remote. */
  extraOrigins: readonly string[];
  /** Where the API serves builds published through it for this remote (release-routes.ts): allowed too. */
  releaseBase: string;
  servedApi: { modules: string[] };
}

/** The version the build will be served as, and every reason it does not fit (empty: it fits). */
export async function checkBuild({ name, manifestUrl, version, shell, configured, extraOrigins, releaseBase, servedApi }: BuildCheckInput): Promise<{ served: string; reasons: string[] }> {
  // The shell's Content-Security-Policy allows scripts from the origins of config.json's remotes only, and each
  // remote's code runs with the staff member's session: only its own origin (or one REMOTE_ORIGINS adds for it).
  const origins = [new URL(configured).origin, ...extraOrigins];
  if (manifestUrl !== configured && !manifestUrl.startsWith(releaseBase) && !origins.includes(new URL(manifestUrl).origin)) {
    throw new HttpError(400, 'Validation failed', { manifestUrl: [`must be on the remote's own origin (${origins.join(', ')})`] });
  }
  let manifest: unknown;
  try {
    manifest = await readJson(manifestUrl, MANIFEST_LIMITS);
  } catch (error) {
    if (!(error instanceof ReadProblem)) throw error;
    throw new HttpError(502, `The manifest at ${manifestUrl} could not be read (${error.message}).`);
  }
  const record = buildRecordOf(manifest);
  const reasons = !record
    ? [`The build at ${manifestUrl} has no build record (a development build?), so it cannot be checked against this shell`]
    : [
        ...(record.name === name ? [] : [`The build at ${manifestUrl} is ${record.name}'s, not ${name}'s`]),
        ...incompatibilities(record, shell.contracts),
        ...apiIncompatibilities(record, servedApi),
      ];
  return { served: record?.version.slice(0, 50) || version, reasons };
}

/** What this API serves: the modules whose server routes it has (a remote's build record names those it calls). */
export function servedApi(): { modules: string[] } {
  return { modules: MODULES.filter((module) => module.api).map((module) => module.name).sort() };
}
