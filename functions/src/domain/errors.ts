import { MSG } from './messages.js';

/** Field path -> the first message about it. */
export type FieldErrors = Record<string, string>;

/** What went wrong, in the domain's own terms; `http/error-handler.ts` is the one place that gives each a status. */
export type DomainErrorKind = 'invalid' | 'forbidden' | 'not-found' | 'conflict' | 'limit-reached';

/** A refusal the client is told about: its message (and field errors) reach the client as they are. */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  constructor(
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Input that breaks a rule; with a single field error, that error is the message. */
export class InvalidInput extends DomainError {
  readonly kind = 'invalid';

  constructor(errors: FieldErrors = {}, message?: string) {
    const messages = Object.values(errors);
    super(message ?? (messages.length === 1 && messages[0] ? messages[0] : MSG.invalidInput), errors);
  }
}

/** The user may not do this to this thing (not theirs, not their role). */
export class Forbidden extends DomainError {
  readonly kind = 'forbidden';
}

export class NotFound extends DomainError {
  readonly kind = 'not-found';

  constructor(message: string = MSG.notFound, errors?: FieldErrors) {
    super(message, errors);
  }
}

/** The thing is not in a state that allows this (already done, sold out, expired...). */
export class Conflict extends DomainError {
  readonly kind = 'conflict';
}

/** A per-user limit was reached; it lifts in `retryAfterSeconds`. */
export class LimitReached extends DomainError {
  readonly kind = 'limit-reached';

  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
