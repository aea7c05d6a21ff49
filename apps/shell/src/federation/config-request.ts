// No imports here: the entry chunk runs this before the federation runtime has settled any shared module.
let pending: Promise<Response> | null = null;

/** Starts reading config.json at once, so it arrives while the shared modules load instead of after them. */
export function requestConfig(): Promise<Response> {
  pending ??= fetch('/config.json', { cache: 'no-cache' });
  return pending;
}

/** The response of the request started at boot, or a new request (a retry, a test). */
export function takeConfigResponse(): Promise<Response> {
  const started = pending ?? requestConfig();
  pending = null;
  return started;
}
