import { getIn } from 'formik';
import type { MessageTable } from '@domain/messages';
import { apiFieldErrors } from './api-error-text';
import { ApiError } from './http';

/**
 * Formik `status` of a form the server refused with field errors: the errors by the field's Formik name (the API's
 * dotted key, e.g. `delivery.phone`) and the values they were about.
 */
export interface ServerFieldErrors {
  errors: Record<string, string>;
  submitted: unknown;
}

/**
 * The field errors of a 400 (`errors` in its body) for the fields a form has, with the values they judged; `undefined`
 * for any other failure. Put it in Formik's `status`: unlike Formik's errors it survives the form's own validation.
 * With `msg` (the page's MSG, useMessages()), each error is written in the page's language by its code.
 */
export function serverFieldErrors(error: unknown, values: unknown, fields: readonly string[], msg?: MessageTable): ServerFieldErrors | undefined {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.errors) return undefined;
  const received = msg ? apiFieldErrors(error, msg) : error.errors;
  const errors = Object.fromEntries(fields.filter((name) => typeof received[name] === 'string').map((name) => [name, received[name] as string]));
  return Object.keys(errors).length > 0 ? { errors, submitted: values } : undefined;
}

/** The server's error about field `name` while that field still holds the value the server judged. */
export function serverFieldError(status: unknown, name: string, value: unknown): string | undefined {
  const server = status as Partial<ServerFieldErrors> | undefined;
  if (!server?.errors || !(name in server.errors)) return undefined;
  return getIn(server.submitted, name) === value ? server.errors[name] : undefined;
}
