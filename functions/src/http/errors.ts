import { MSG } from '../domain/messages.js';

export type FieldErrors = Record<string, string>;

/** An error with an HTTP status; the error handler turns it into `{message, errors?}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends HttpError {
  constructor(errors: FieldErrors = {}, message?: string) {
    const messages = Object.values(errors);
    super(400, message ?? (messages.length === 1 && messages[0] ? messages[0] : MSG.invalidInput), errors);
  }
}

export class Unauthorized extends HttpError {
  constructor(message: string = MSG.unauthorized) {
    super(401, message);
  }
}

export class Forbidden extends HttpError {
  constructor(message: string) {
    super(403, message);
  }
}

export class NotFound extends HttpError {
  constructor(message: string = MSG.notFound, errors?: FieldErrors) {
    super(404, message, errors);
  }
}

export class Conflict extends HttpError {
  constructor(message: string, errors?: FieldErrors) {
    super(409, message, errors);
  }
}

export class PayloadTooLarge extends HttpError {
  constructor(message: string = MSG.bodyTooLarge) {
    super(413, message);
  }
}

/** A body of a type the call does not take (a photo that is not JPEG, PNG or WebP, by its bytes). */
export class UnsupportedMediaType extends HttpError {
  constructor(message: string) {
    super(415, message);
  }
}

/** A per-user limit was reached; `retryAfterSeconds` becomes the Retry-After header. */
export class TooManyRequests extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/**
 * A dependency (Firestore, Firebase Auth) did not answer in time, or the operator disabled a feature; the client may
 * retry after `retryAfterSeconds`. `reason` is for the log only, never sent to the client.
 */
export class ServiceUnavailable extends HttpError {
  constructor(
    message: string = MSG.serviceUnavailable,
    readonly retryAfterSeconds = 5,
    readonly reason?: string,
  ) {
    super(503, message);
  }
}
