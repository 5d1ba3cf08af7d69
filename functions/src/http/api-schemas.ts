import { CODED } from '../domain/message-codes.js';
import { schemasFor } from '../domain/schema-rules.js';

/**
 * The API's request schemas: the rules of schemas.ts, with MSG's texts marked by their codes (message-codes.ts), so a
 * refused field's error carries its code and values (docs/ARCHITECTURE.md §5i "Error codes"). validateBody reads them
 * back into the spec's English.
 */
export const { purchaseSchema, orderSchema, orderStatusSchema, kitchenSchema, reviewSchema, replySchema, foodSchema, foodUpdateSchema } = schemasFor(CODED);
