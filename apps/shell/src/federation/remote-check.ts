// Loaded with the first remote (beside the MUI catalogue), not at start-up: the shell's contracts (its versions and
// every library export) would otherwise weigh on /login.
import { buildRecordOf, incompatibilities, type BuildRecord, type ShellContracts } from './compatibility';

declare const __SHELL_CONTRACTS__: ShellContracts | undefined;

/** Generated at build time by tools/webpack/build-record.js (absent in unit tests). */
const contracts: ShellContracts | null = typeof __SHELL_CONTRACTS__ === 'undefined' ? null : __SHELL_CONTRACTS__;

/** Why a remote's manifest is refused, or null when it fits (or has no build record: a development build). */
export function refusalOf(manifest: unknown): { record: BuildRecord; reasons: string[] } | null {
  const record = buildRecordOf(manifest);
  if (!record || !contracts) return null;
  const reasons = incompatibilities(record, contracts);
  return reasons.length > 0 ? { record, reasons } : null;
}
