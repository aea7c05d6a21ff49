import { isApiError } from '@backoffice/api';

/**
 * What to say when a passkey did not work: the server's words (a 400 names the passkey, a 429 the wait), or — the
 * browser's prompt was closed, timed out or found no passkey for this site — that none was used.
 */
export function passkeyFailure(error: unknown): string {
  if (isApiError(error)) return error.errorMessages?.passkey?.[0] ?? error.message;
  return 'No passkey was used. Try again, or use another way to sign in.';
}
