import { capitalizeFirst } from './notify-text';

/** What the HTTP client calls to show its toasts (mirrors `setNotifier` of @backoffice/api). */
export interface UiNotifier {
  success(message: string): void;
  error(message: string): void;
}

type Enqueue = (message: string, options: { variant: 'success' | 'error' }) => unknown;

/** Builds the notifier from notistack's enqueue function; texts get their first letter capitalised. */
export function createUiNotifier(enqueue: Enqueue): UiNotifier {
  return {
    success: (message) => enqueue(capitalizeFirst(message), { variant: 'success' }),
    error: (message) => enqueue(capitalizeFirst(message), { variant: 'error' }),
  };
}

// HOOK POINT: the HTTP client's `setNotifier` (libs/api/src/client, written by the shell issue).
// Until it lands, the current notifier is kept here so it can be handed over the moment it exists.
let current: UiNotifier | null = null;

/** Registers the toast notifier for the HTTP client. Returns an unregister function. */
export function registerHttpNotifier(notifier: UiNotifier): () => void {
  current = notifier;
  return () => {
    if (current === notifier) current = null;
  };
}

/** The notifier currently registered (null outside the providers). */
export function getUiNotifier(): UiNotifier | null {
  return current;
}
