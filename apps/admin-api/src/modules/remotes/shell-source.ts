// What the deployed shell says (README "Releasing one remote"): its config.json names each remote and the manifest it
// serves by default; its build's shell-contracts.json names what it provides (versions, library exports). The API
// reads both from SHELL_URL, holds them for a short time, and checks every switch against them, with the same check
// the shell runs before it loads a remote (@backoffice/validation's incompatibilities).
import * as v from 'valibot';
import { manifestUrlSchema, remoteNameSchema, type ShellContracts } from '@backoffice/validation';
import { HttpError } from '../../http/errors';

/** A file the API reads from another host: at most this long, this big, and never by a redirect elsewhere. */
interface ReadLimits {
  timeoutMs: number;
  maxBytes: number;
}

const SHELL_FILE_LIMITS: ReadLimits = { timeoutMs: 5_000, maxBytes: 1024 * 1024 };
/** A manifest carries the module descriptions and every shared entry: larger than the shell's files, still bounded. */
export const MANIFEST_LIMITS: ReadLimits = { timeoutMs: 5_000, maxBytes: 2 * 1024 * 1024 };
/** The shell's files are read again after this long: a redeployed shell is seen within seconds. */
const HELD_MS = 15_000;
/** A failed read is not retried for this long: a burst of requests while the shell is down costs one attempt. */
const FAILURE_HELD_MS = 2_000;

/** Why a file could not be read, in words for the message. */
export class ReadProblem extends Error {}

/** Reads one JSON file over HTTP with a timeout and a size limit; throws ReadProblem saying what went wrong. */
export async function readJson(url: string, limits: ReadLimits): Promise<unknown> {
  let response: Response;
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    // A redirect could lead anywhere (another host, an internal address): the URL given is the only one read.
    response = await fetch(url, { redirect: 'error', signal, headers: { accept: 'application/json' } });
  } catch (error) {
    throw new ReadProblem(signal.aborted ? `no answer within ${limits.timeoutMs / 1000} s` : `not reachable: ${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message}`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new ReadProblem(`HTTP ${response.status}`);
  }
  if (Number(response.headers.get('content-length') ?? 0) > limits.maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new ReadProblem(`larger than ${limits.maxBytes} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  try {
    for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
      size += part.value.byteLength;
      if (size > limits.maxBytes) throw new ReadProblem(`larger than ${limits.maxBytes} bytes`);
      chunks.push(part.value);
    }
  } catch (error) {
    await reader?.cancel().catch(() => undefined);
    if (error instanceof ReadProblem) throw error;
    throw new ReadProblem(signal.aborted ? `no answer within ${limits.timeoutMs / 1000} s` : `broken off: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new ReadProblem('not JSON');
  }
}

/** The deployed shell: remote name → the manifest config.json names (own keys only), and what the shell provides. */
export interface ShellState {
  remotes: Readonly<Record<string, string>>;
  contracts: ShellContracts;
}

const configSchema = v.object({ remotes: v.record(v.string(), v.unknown()) });
const contractsSchema = v.object({
  versions: v.record(v.string(), v.string()),
  exports: v.record(v.string(), v.array(v.string())),
});

/** Remote name → manifest URL of each valid entry of config.json's `remotes`, in an object without a prototype. */
function configuredRemotes(config: unknown): Record<string, string> {
  const parsed = v.safeParse(configSchema, config);
  if (!parsed.success) throw new ReadProblem('it has no "remotes" object');
  const remotes: Record<string, string> = Object.create(null);
  for (const [name, url] of Object.entries(parsed.output.remotes)) {
    if (v.is(remoteNameSchema, name) && v.is(manifestUrlSchema, url)) remotes[name] = url;
  }
  return remotes;
}

/** Reads the shell's config.json and shell-contracts.json from shellUrl, held for a few seconds. */
export function shellSource(shellUrl: string) {
  let held: { until: number; state: Promise<ShellState> } | null = null;

  const readFile = async <T>(file: string, parse: (json: unknown) => T): Promise<T> => {
    const url = `${shellUrl}/${file}`;
    try {
      return parse(await readJson(url, SHELL_FILE_LIMITS));
    } catch (error) {
      if (!(error instanceof ReadProblem)) throw error;
      throw new HttpError(503, `The shell's ${file} could not be read from ${url} (${error.message}), so remotes cannot be checked now. Is SHELL_URL the shell's address?`);
    }
  };

  const read = async (): Promise<ShellState> => {
    const [remotes, contracts] = await Promise.all([
      readFile('config.json', configuredRemotes),
      readFile('shell-contracts.json', (json) => {
        const parsed = v.safeParse(contractsSchema, json);
        if (!parsed.success) throw new ReadProblem('not the versions and exports of a shell build');
        return parsed.output;
      }),
    ]);
    return { remotes, contracts };
  };

  return function readShell(): Promise<ShellState> {
    const now = Date.now();
    if (held && held.until > now) return held.state;
    const state = read();
    const entry = { until: now + HELD_MS, state };
    held = entry;
    state.catch(() => {
      if (held === entry) entry.until = Date.now() + FAILURE_HELD_MS;
    });
    return state;
  };
}

/** The manifest config.json names for a remote, or undefined for a name it does not list (`constructor` included). */
export function configuredManifest(shell: ShellState, name: string): string | undefined {
  return Object.hasOwn(shell.remotes, name) ? shell.remotes[name] : undefined;
}
