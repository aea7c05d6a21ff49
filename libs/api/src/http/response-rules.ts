import { fieldWords } from '@backoffice/validation/session';
import type { ErrorMessages } from './api-error';

/** The JSON envelope of the API: `{ data, message? }` on success, `{ message, errorMessages?, isError? }` on failure. */
export interface Envelope {
  data?: unknown;
  message?: unknown;
  isError?: unknown;
  errorMessages?: unknown;
}

/** What to do with one answer, decided without side effects so the rules are testable on their own. */
export type Outcome =
  | { kind: 'success'; data: unknown; toast?: string }
  | { kind: 'failure'; message: string; errorMessages?: ErrorMessages; toast?: string; logout: boolean };

const asEnvelope = (body: unknown): Envelope | null =>
  body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Envelope) : null;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

function fieldErrors(value: unknown): ErrorMessages | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const result: ErrorMessages = {};
  for (const [field, list] of Object.entries(value)) {
    const items = (Array.isArray(list) ? list : [list]).filter((m): m is string => typeof m === 'string' && m !== '');
    if (items.length > 0) result[field] = items;
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

/** "Otherwise the first message of the first field in errorMessages …, otherwise the message field". */
export function firstErrorText(errorMessages: ErrorMessages | undefined, message: string | undefined): string | undefined {
  const first = errorMessages ? Object.values(errorMessages)[0]?.[0] : undefined;
  return first ?? message;
}

/**
 * How an answer of the API becomes a result and a toast, in order:
 * - 2xx with `isError` and a message → error toast, failure; 2xx with a message → success toast; data is unwrapped.
 * - 401 with a body on a signed-in call → logout (no toast: the user is sent to sign in).
 * - other errors → the first message of the first field of errorMessages, else message, as an error toast.
 */
export function interpretResponse(status: number, body: unknown, signedIn: boolean, labels?: Readonly<Record<string, string>>): Outcome {
  const envelope = asEnvelope(body);
  const message = text(envelope?.message);
  if (status >= 200 && status < 300) {
    if (envelope?.isError && message) return { kind: 'failure', message, toast: message, logout: false };
    const data = envelope && 'data' in envelope ? envelope.data : body;
    return { kind: 'success', data, toast: message };
  }
  const errorMessages = fieldErrors(envelope?.errorMessages);
  const shown = firstErrorText(errorMessages, message) ?? `Request failed with status ${status}`;
  const hasBody = body !== undefined && body !== null && body !== '';
  if (status === 401 && hasBody && signedIn) return { kind: 'failure', message: shown, errorMessages, logout: true };
  return { kind: 'failure', message: shown, errorMessages, toast: namedToast(errorMessages, labels) ?? shown, logout: false };
}

/**
 * A field's template without the field's name ("must be shorter than 65 characters!", "please select icon") says in
 * a toast which field it is about, by the label its module's schema declares (`labels`, as the form shows it):
 * "Polish title: must be shorter than 65 characters!"; a field without one by words from its name. Under the
 * field the template stays as the spec writes it.
 */
export function namedToast(errorMessages: ErrorMessages | undefined, labels?: Readonly<Record<string, string>>): string | undefined {
  const [field, list] = Object.entries(errorMessages ?? {})[0] ?? [];
  const first = list?.[0];
  if (!field || !first || !/^[a-z]/.test(first)) return undefined;
  // The server's path of an item's field ('config.carousel.0.alt' or '…[0]…') as the labels name it ('config.carousel[].alt').
  const key = field.replace(/\[\d+\]|\.\d+(?=\.|$)/g, '[]');
  const label = labels && Object.hasOwn(labels, key) ? labels[key] : undefined;
  const words = typeof label === 'string' ? label : fieldWords(field);
  // "name is required!" already names its field: toasted as it is ("Name is required!"), not "Name: name is …".
  const leaf = words.split(' › ').pop() ?? words;
  if (first.toLowerCase().startsWith(leaf.toLowerCase())) return undefined;
  return `${words}: ${first}`;
}

/** Toasts start with a capital letter, whatever the server sent. */
export function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
