import { MSG } from './messages.js';
import { schemasFor } from './schema-rules.js';
import type * as yup from 'yup';

export { hasAtMostTwoDecimals, hasVisibleText, isImageUrl, isPlainText, schemasFor, SIMPLE_EMAIL, STANDARD_EMAIL, type Schemas } from './schema-rules.js';

/** The API's schemas, with the spec's English messages (schema-rules.ts has the rules). */
export const { loginSchema, registerSchema, foodSchema, foodUpdateSchema, purchaseQuantitySchema, deliverySchema, pickupContactSchema, purchaseFormSchema, purchaseSchema, orderSchema, orderStatusSchema, deliveryAreasSchema, weekHoursSchema, closedDatesSchema, kitchenSchema, contactSchema, reviewSchema, replySchema } = schemasFor(MSG);

export type LoginValues = yup.InferType<typeof loginSchema>;
export type RegisterValues = yup.InferType<typeof registerSchema>;
export type FoodValues = yup.InferType<typeof foodSchema>;
export type FoodUpdateValues = yup.InferType<typeof foodUpdateSchema>;
export type PurchaseValues = yup.InferType<typeof purchaseSchema>;
export type OrderValues = yup.InferType<typeof orderSchema>;
export type ContactValues = yup.InferType<typeof contactSchema>;
export type KitchenValues = yup.InferType<typeof kitchenSchema>;
export type ReviewValues = yup.InferType<typeof reviewSchema>;
export type ReplyValues = yup.InferType<typeof replySchema>;
