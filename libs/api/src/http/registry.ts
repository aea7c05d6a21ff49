// The client knows nothing about React, the session store or notistack: the layers above register
// these hooks (auth: token + unauthorized; ui: notifier), keeping the dependency direction api ← auth ← ui.

/** Shows the toasts of the response rules. */
export interface Notifier {
  success(message: string): void;
  error(message: string): void;
}

type TokenProvider = () => string | null | undefined;

let tokenProvider: TokenProvider = () => null;
let unauthorizedHandler: () => void = () => undefined;
let notifier: Notifier | null = null;
let stepUpHandler: ((message: string) => Promise<boolean>) | null = null;

/** Registered by @backoffice/auth: the access token sent as `x-access-token`. */
export function setTokenProvider(provider: TokenProvider): void {
  tokenProvider = provider;
}

/** Registered by @backoffice/auth: called when a signed-in call answers 401 with a body (logout). */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

/**
 * Registered by the shell: a sensitive change answered 403 `step_up_required` (the second factor is asked again).
 * The handler prompts for a code and proves it; resolving true sends the request once more. Returns the unregister
 * function.
 */
export function setStepUpHandler(handler: ((message: string) => Promise<boolean>) | null): () => void {
  stepUpHandler = handler;
  return () => {
    if (stepUpHandler === handler) stepUpHandler = null;
  };
}

/** Registered by the UI providers; returns an unregister function (for unmount). */
export function setNotifier(next: Notifier | null): () => void {
  notifier = next;
  return () => {
    if (notifier === next) notifier = null;
  };
}

export const currentToken = (): string | null => tokenProvider() ?? null;
export const onUnauthorized = (): void => unauthorizedHandler();
export const currentNotifier = (): Notifier | null => notifier;
export const currentStepUpHandler = (): ((message: string) => Promise<boolean>) | null => stepUpHandler;
