import { CODED } from '../domain/message-codes.js';
import { schemasFor, type Schemas } from '../domain/schema-rules.js';

let built: Schemas | undefined;

/**
 * The API's request schemas: the rules of schemas.ts, with MSG's texts marked by their codes (message-codes.ts), so a
 * refused field's error carries its code and values (docs/ARCHITECTURE.md §5i "Error codes"). validateBody reads them
 * back into the spec's English. Built on the first request that validates a body: a page or a read needs none, and a
 * fresh instance answers its first request without building them (§6, cold start).
 */
export function apiSchemas(): Schemas {
  return (built ??= schemasFor(CODED));
}
