import { ValidationError, type AnyObjectSchema, type InferType, type ISchema, type Schema } from 'yup';
import { MSG } from '../domain/messages.js';
import { InvalidInput, type FieldErrors } from '../domain/errors.js';
import { hasLoneSurrogate } from '../domain/schema-rules.js';

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Field path -> first message, in the schema's order. */
export function fieldErrors(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {};
  for (const inner of error.inner.length ? error.inner : [error]) {
    // `lines[0].quantity` is keyed `lines.0.quantity`, as the contract's dotted paths are (§5h).
    const field = inner.path ? inner.path.replace(/\[(\d+)\]/g, '.$1') : '_';
    errors[field] ??= inner.message;
  }
  return errors;
}

function isObjectSchema(schema: ISchema<unknown>): schema is AnyObjectSchema {
  return (schema as Schema).type === 'object' && 'fields' in schema;
}

/** The item schema of an array field whose items are objects, if that is what `schema` is. */
function objectItems(schema: ISchema<unknown>): AnyObjectSchema | undefined {
  const inner = (schema as Schema).type === 'array' ? (schema as unknown as { innerType?: ISchema<unknown> }).innerType : undefined;
  return inner && isObjectSchema(inner) ? inner : undefined;
}

/** Items of a list looked at one by one: a longer list is refused by its schema's max() all the same. */
const LIST_ITEMS_PICKED = 100;

/** The message a schema gives a value of the wrong JSON type: its own typeError, found by a strict check. */
function typeMessage(schema: Schema, value: unknown): string {
  try {
    schema.validateSync(value, { strict: true });
  } catch (error) {
    if (error instanceof ValidationError && error.errors[0]) return error.errors[0];
  }
  return MSG.invalidInput;
}

/**
 * The known fields of a JSON body, each of the JSON type its schema expects; nothing is coerced. Unknown keys (also
 * `__proto__`, `constructor`, ...) are dropped before yup sees them, nested objects included; `null` counts as absent.
 * Wrong types are added to `errors` under their dotted path.
 */
export function pickTyped(schema: AnyObjectSchema, body: Record<string, unknown>, errors: FieldErrors, prefix = ''): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.fields as Record<string, ISchema<unknown>>)) {
    if (!Object.hasOwn(body, key)) continue;
    const value = body[key];
    if (value === null || value === undefined) continue;
    const path = prefix + key;
    const items = objectItems(field);
    if (isObjectSchema(field)) {
      if (isPlainObject(value)) picked[key] = pickTyped(field, value, errors, `${path}.`);
      else errors[path] = typeMessage(field as unknown as Schema, value);
    } else if (items && Array.isArray(value)) {
      // A list of objects: each item strictly typed like a body, keyed `lines.0.quantity`.
      picked[key] = value.slice(0, LIST_ITEMS_PICKED + 1).map((item: unknown, index) => {
        if (isPlainObject(item)) return pickTyped(items, item, errors, `${path}.${index}.`);
        errors[`${path}.${index}`] = MSG.mustBeObject;
        return {};
      });
    } else if ((typeof value === 'string' && hasLoneSurrogate(value)) || (Array.isArray(value) && value.some((item) => typeof item === 'string' && hasLoneSurrogate(item)))) {
      // Text no rule below would judge (a URL, an id, a list of dates) must be text too: Firestore refuses to store it.
      errors[path] = MSG.hiddenCharacters;
    } else if ((field as Schema).isType(value)) {
      picked[key] = value;
    } else {
      errors[path] = typeMessage(field as Schema, value);
    }
  }
  return picked;
}

/**
 * Validates a JSON body strictly: known fields only, JSON types as the schema says, then the schema's rules. Answers
 * the cast value (trimmed strings, defaults applied), typed by the schema, or throws `InvalidInput` (400).
 */
export async function validateBody<S extends AnyObjectSchema>(schema: S, body: unknown): Promise<InferType<S>> {
  const typeErrors: FieldErrors = {};
  const input = pickTyped(schema, isPlainObject(body) ? body : {}, typeErrors);
  try {
    const value: InferType<S> = await schema.validate(input, { abortEarly: false });
    if (Object.keys(typeErrors).length) throw new InvalidInput(typeErrors);
    return value;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // A wrong type is the first thing to say about a field; the rules' messages fill in the others (not those of the
    // fields inside a value of the wrong type: a list item that is not an object has no foodId of its own to report).
    // Nor the body's own rule (`_`, e.g. "send at least one of …"), which fails when its only field was of a wrong type.
    const typed = Object.keys(typeErrors);
    const rules = Object.entries(fieldErrors(error)).filter(
      ([path]) => !typed.some((prefix) => path.startsWith(`${prefix}.`)) && !(typed.length && path === '_'),
    );
    throw new InvalidInput({ ...Object.fromEntries(rules), ...typeErrors });
  }
}
