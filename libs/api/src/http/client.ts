import { getRuntimeConfig } from '../runtime-config';
import { ApiError } from './api-error';
import { currentNotifier, currentStepUpHandler, currentToken, onUnauthorized } from './registry';
import { capitalise, interpretResponse } from './response-rules';
import { newTraceparent } from './traceparent';

/** Which API a call goes to: the admin API (`/api/v1`, default), the content API (`/api`, landing pages) or the chat service (`chatHost`, by default the admin API). */
export type ApiBase = 'admin' | 'content' | 'chat';

type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

export interface RequestOptions {
  /** Query string; empty values are left out, arrays are comma-joined (`ids=1,2,3`). */
  query?: Record<string, QueryValue>;
  base?: ApiBase;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** No toasts (the caller shows its own text); the 401 logout rule still applies. */
  silent?: boolean;
  /** Shown instead of the server's text when the call fails (landing pages: "Unexpected error occurred"). */
  errorText?: string;
  /** The labels of the fields sent (its module's schema's): a field's error toast names the field as the form does. */
  labels?: Readonly<Record<string, string>>;
}

/** Builds the URL of a call: `apiUrl('landingPages', { base: 'content' })` → `/api/landingPages`. */
export function apiUrl(path: string, options: Pick<RequestOptions, 'query' | 'base'> = {}): string {
  const config = getRuntimeConfig();
  const base = options.base === 'content' ? config.contentApiBase : options.base === 'chat' ? config.chatHost || config.apiBase : config.apiBase;
  const url = /^https?:\/\//.test(path) ? path : `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

/** Headers every call carries: the session token as `x-access-token` when signed in. */
export function authHeaders(): Record<string, string> {
  const token = currentToken();
  return token ? { 'x-access-token': token } : {};
}

/**
 * Applies the response rules of the spec to one answer (toasts, logout) and returns the unwrapped
 * `data` or throws ApiError. Exposed for transports other than fetch (upload progress uses XHR).
 */
export function settleResponse<T>(status: number, body: unknown, options: { signedIn: boolean; silent?: boolean; errorText?: string; labels?: RequestOptions['labels'] }): T {
  const outcome = interpretResponse(status, body, options.signedIn, options.labels);
  const notifier = options.silent ? null : currentNotifier();
  if (outcome.kind !== 'success' && outcome.toast && options.errorText) outcome.toast = options.errorText;
  if (outcome.kind === 'success') {
    if (outcome.toast) notifier?.success(capitalise(outcome.toast));
    return outcome.data as T;
  }
  if (outcome.logout) onUnauthorized();
  if (outcome.toast) notifier?.error(capitalise(outcome.toast));
  throw new ApiError(status, outcome.message, outcome.errorMessages);
}

async function readBody(response: Response): Promise<unknown> {
  const raw = await response.text();
  if (raw === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

function encodeBody(body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  if (body instanceof FormData || body instanceof Blob || typeof body === 'string') return { body };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

/** The API's 403 for a sensitive change whose session last proved the second factor too long ago. */
const STEP_UP_REQUIRED = 'step_up_required';

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}, stepUpAsked = false): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', traceparent: newTraceparent(), ...authHeaders(), ...options.headers };
  const signedIn = 'x-access-token' in headers;
  const encoded = encodeBody(body);
  if (encoded.contentType) headers['content-type'] = encoded.contentType;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options), { method, headers, body: encoded.body, signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // The server could not be reached: tell the user once, and fail like any other call.
    console.error(`${method} ${path} failed`, error);
    const message = 'The server cannot be reached. Check your connection and try again.';
    if (!options.silent) currentNotifier()?.error(options.errorText ?? message);
    throw new ApiError(0, message);
  }
  const answer = await readBody(response);
  // Step-up: the shell asks for a code (POST v1/auth/step-up) and the request goes again, once; cancelled, it fails
  // like any 403 (the server's text as a toast).
  const stepUp = currentStepUpHandler();
  if (response.status === 403 && !stepUpAsked && stepUp && (answer as { code?: unknown } | undefined)?.code === STEP_UP_REQUIRED) {
    const message = typeof (answer as { message?: unknown }).message === 'string' ? String((answer as { message: string }).message) : '';
    if (await stepUp(message)) return request<T>(method, path, body, options, true);
  }
  return settleResponse<T>(response.status, answer, { signedIn, silent: options.silent, errorText: options.errorText, labels: options.labels });
}

/**
 * The HTTP client of every screen. Resolves to the answer's `data`; rejects with ApiError.
 * Example: `const page = await http.get<LandingPage>('landingPages/7', { base: 'content' })`.
 */
export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('DELETE', path, body, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
};
