import type { Notifier } from '@backoffice/api';
import { capitalizeFirst } from './notify-text';

type Enqueue = (message: string, options: { variant: 'success' | 'error' }) => unknown;

/** Builds the HTTP client's notifier from notistack's enqueue function; texts get their first letter capitalised. */
export function createUiNotifier(enqueue: Enqueue): Notifier {
  return {
    success: (message) => enqueue(capitalizeFirst(message), { variant: 'success' }),
    error: (message) => enqueue(capitalizeFirst(message), { variant: 'error' }),
  };
}
