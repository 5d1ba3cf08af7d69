import type { RequestHandler } from 'express';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { BadRequest, type FieldErrors } from './errors.js';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Field path -> first message, in the schema's order. */
export function fieldErrors(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {};
  for (const inner of error.inner.length ? error.inner : [error]) {
    const field = inner.path || '_';
    errors[field] ??= inner.message;
  }
  return errors;
}

/** Validates and casts the JSON body with a shared yup schema; unknown fields are dropped, failures answer 400. */
export function validate(schema: AnyObjectSchema): RequestHandler {
  return async (req, _res, next) => {
    try {
      req.body = await schema.validate(isPlainObject(req.body) ? req.body : {}, { abortEarly: false, stripUnknown: true });
    } catch (error) {
      if (error instanceof ValidationError) throw new BadRequest(fieldErrors(error));
      throw error;
    }
    next();
  };
}
