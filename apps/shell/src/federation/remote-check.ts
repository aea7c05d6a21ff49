// Part of the signed-in chunks (remotes.ts), never of /login: the shell's contracts (its versions and every library
// export) would weigh on the sign-in screen. A separate chunk fetched at the first remote cost that remote one more
// round trip before its manifest.
import { apiIncompatibilities, buildRecordOf, incompatibilities, type BuildRecord, type ShellContracts } from '@backoffice/validation';
import { liveApi } from './live-remotes';

declare const __SHELL_CONTRACTS__: ShellContracts | undefined;

let contracts: ShellContracts | null = null;
/** Generated at build time by tools/webpack/build-record.js (absent in unit tests); read at the first check, not at load. */
function shellContracts(): ShellContracts | null {
  contracts ??= typeof __SHELL_CONTRACTS__ === 'undefined' ? null : __SHELL_CONTRACTS__;
  return contracts;
}

/**
 * Why a remote's manifest is refused, or null when it fits (or has no build record: a development build): what it
 * needs of this shell, and of the API (the modules whose server routes its screens call, against what the API's live
 * table says it serves; not checked against an API that does not say).
 */
export function refusalOf(manifest: unknown): { record: BuildRecord; reasons: string[] } | null {
  const record = buildRecordOf(manifest);
  const shell = shellContracts();
  if (!record || !shell) return null;
  const api = liveApi();
  const reasons = [...incompatibilities(record, shell), ...(api ? apiIncompatibilities(record, api) : [])];
  return reasons.length > 0 ? { record, reasons } : null;
}
