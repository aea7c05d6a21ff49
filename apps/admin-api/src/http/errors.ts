// The error every route throws for an expected failure; the error handler turns it into the envelope.

/** Field path → messages, e.g. { 'config.affiliateLink.username': ['Username is required!'] }. */
export type ErrorMessages = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errorMessages?: ErrorMessages,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
    /** Extra fields of the envelope, e.g. the records that use a file on a 409. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (what = 'Record') => new HttpError(404, `${what} not found`);

/** 409 for an update against a record someone else changed since it was loaded. */
export const staleVersion = () =>
  new HttpError(409, 'This record was changed by someone else. Reload it and apply your changes again.');
