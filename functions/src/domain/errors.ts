import { codedOf, said, type CodedMessage } from './message-codes.js';
import { MSG } from './messages.js';

/** Field path -> the first message about it. */
export type FieldErrors = Record<string, string>;
/** Field path -> the code of its message (docs/ARCHITECTURE.md §5i "Error codes"). */
export type FieldCodes = Record<string, CodedMessage>;

/**
 * Messages as raised (MSG's English, or CODED's marked texts) read into English and codes: what an error keeps.
 */
export function readErrors(errors: FieldErrors | undefined): { errors?: FieldErrors; fieldCodes?: FieldCodes } {
  if (!errors) return {};
  const english: FieldErrors = {};
  const fieldCodes: FieldCodes = {};
  for (const [field, message] of Object.entries(errors)) {
    const text = said(message);
    english[field] = text.text;
    const coded = codedOf(text);
    if (coded) fieldCodes[field] = coded;
  }
  return { errors: english, fieldCodes };
}

/** What went wrong, in the domain's own terms; `http/error-handler.ts` is the one place that gives each a status. */
export type DomainErrorKind = 'invalid' | 'forbidden' | 'not-found' | 'conflict' | 'limit-reached';

/**
 * A refusal the client is told about: its message (and field errors) reach the client as they are, with their codes.
 * Raise it with MSG's texts or with CODED's (message-codes.ts): a text made from values keeps its values only from CODED.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  /** The MSG key of the message (and its values), when it is one of MSG's texts. */
  readonly coded?: CodedMessage;
  readonly errors?: FieldErrors;
  readonly fieldCodes?: FieldCodes;

  constructor(message: string, errors?: FieldErrors) {
    const text = said(message);
    super(text.text);
    this.name = new.target.name;
    this.coded = codedOf(text);
    const read = readErrors(errors);
    this.errors = read.errors;
    this.fieldCodes = read.fieldCodes;
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
