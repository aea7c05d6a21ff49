/** Field errors as the API sends them: `{ 'field.path': ['message', ...] }`. */
export type ErrorMessages = Record<string, string[]>;

/**
 * What every failed call rejects with: the HTTP status (0 when the server could not be reached),
 * the message shown to the user, and the server's field errors so a form can mark its fields.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errorMessages?: ErrorMessages;

  constructor(status: number, message: string, errorMessages?: ErrorMessages) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errorMessages = errorMessages;
  }
}

/** Narrowing helper for catch blocks: `if (isApiError(e) && e.status === 409) …`. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
