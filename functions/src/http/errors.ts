import { codedOf, said, type CodedMessage } from '../domain/message-codes.js';
import { MSG } from '../domain/messages.js';

/**
 * An error that only HTTP has (no session, a body too large or of the wrong type, an outage); the error handler turns
 * it into `{message}`. Refusals of the domain are `DomainError`s (domain/errors.ts), given their status there too.
 */
export class HttpError extends Error {
  /** The MSG key of the message (docs/ARCHITECTURE.md §5i "Error codes"). */
  readonly coded?: CodedMessage;

  constructor(
    readonly status: number,
    message: string,
  ) {
    const text = said(message);
    super(text.text);
    this.name = new.target.name;
    this.coded = codedOf(text);
  }
}

export class Unauthorized extends HttpError {
  constructor(message: string = MSG.unauthorized) {
    super(401, message);
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
