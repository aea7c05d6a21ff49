import { http } from '@backoffice/api';
import type { Refusal } from './load-plugin';

/** Tells the API a remote was refused here, so the Modules screen shows it; a failed report is only logged. */
export function reportRefusal(remote: string, refusal: Refusal, errorId: string): void {
  const { record, reasons, manifestUrl } = refusal;
  http
    .post('remotes/load-errors', { remote, errorId, version: record.version, manifestUrl, reasons }, { silent: true })
    .catch((error: unknown) => console.error(`The load error ${errorId} of ${remote} could not be reported`, error));
}
