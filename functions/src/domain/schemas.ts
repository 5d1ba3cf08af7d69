import * as yup from 'yup';
import {
  CATEGORY_MAX,
  CONTACT_MESSAGE_MIN_LENGTH,
  DESCRIPTION_MAX,
  FOOD_NAME_MAX,
  MAX_PER_ORDER,
  ORIGIN_MAX,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX,
  PRICE_MAX,
  STOCK_MAX,
  URL_MAX,
} from './limits.js';
import { MSG } from './messages.js';

// Spec: non-space text, @, non-space text.
export const SIMPLE_EMAIL = /^\S+@\S+$/;
// Contact form: the standard pattern (local part, domain with a dot and a 2+ letter TLD).
export const STANDARD_EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** An http(s) URL, or a root-relative path to an image the app itself serves. */
export function isImageUrl(value: string | undefined): boolean {
  if (!value) return false;
  if (/^\/images\/[\w./-]+$/.test(value) && !value.includes('..')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function hasAtMostTwoDecimals(value: number | undefined): boolean {
  if (value === undefined || !Number.isFinite(value)) return true;
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

const text = (required: string, max: number) => yup.string().trim().required(required).max(max, MSG.tooLong(max));

export const loginSchema = yup.object({
  email: yup.string().trim().required(MSG.emailRequired),
  password: yup.string().required(MSG.passwordRequired),
});

export const registerSchema = yup.object({
  name: text(MSG.nameRequired, PERSON_NAME_MAX),
  photo: yup.string().trim().required(MSG.photoRequired).max(URL_MAX, MSG.tooLong(URL_MAX)),
  email: yup.string().trim().required(MSG.emailRequired).matches(SIMPLE_EMAIL, MSG.emailInvalid),
  password: yup
    .string()
    .required(MSG.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, MSG.passwordMin)
    .test('mixed-case', MSG.passwordCase, (v) => !v || (/[a-z]/.test(v) && /[A-Z]/.test(v))),
});

export const foodSchema = yup.object({
  foodName: text(MSG.foodNameRequired, FOOD_NAME_MAX),
  foodImage: yup
    .string()
    .trim()
    .required(MSG.foodImageRequired)
    .max(URL_MAX, MSG.tooLong(URL_MAX))
    .test('image-url', MSG.foodImageInvalid, (v) => isImageUrl(v)),
  category: text(MSG.categoryRequired, CATEGORY_MAX),
  quantity: yup
    .number()
    .typeError(MSG.quantityNumber)
    .required(MSG.quantityRequired)
    .integer(MSG.quantityInteger)
    .min(0, MSG.quantityMin)
    .max(STOCK_MAX, MSG.tooLarge(STOCK_MAX)),
  price: yup
    .number()
    .typeError(MSG.priceNumber)
    .required(MSG.priceRequired)
    .min(0, MSG.priceMin)
    .max(PRICE_MAX, MSG.tooLarge(PRICE_MAX))
    .test('two-decimals', MSG.priceDecimals, hasAtMostTwoDecimals),
  foodOrigin: text(MSG.originRequired, ORIGIN_MAX),
  description: text(MSG.descriptionRequired, DESCRIPTION_MAX),
});

/** Quantity rules of a purchase; `stock` adds the client-side stock check (the server answers 409 instead). */
export function purchaseQuantitySchema(stock?: number) {
  let schema = yup
    .number()
    .typeError(MSG.purchaseQuantityPositive)
    .required(MSG.purchaseQuantityPositive)
    .moreThan(0, MSG.purchaseQuantityPositive);
  // A named test, not max(): yup keeps one max() per schema, so max(20) would replace max(stock).
  if (stock !== undefined) {
    schema = schema.test('stock', MSG.purchaseQuantityStock, (value) => value === undefined || value <= stock);
  }
  return schema.max(MAX_PER_ORDER, MSG.purchaseQuantityMax).integer(MSG.purchaseQuantityInteger);
}

export const purchaseFormSchema = (stock: number) => yup.object({ quantity: purchaseQuantitySchema(stock) });

export const purchaseSchema = yup.object({
  foodId: yup.string().trim().required(MSG.foodIdRequired).max(128, MSG.tooLong(128)),
  quantity: purchaseQuantitySchema(),
});

export const contactSchema = yup.object({
  name: yup.string().trim().required(MSG.contactNameRequired),
  email: yup.string().trim().required(MSG.emailRequired).matches(STANDARD_EMAIL, MSG.emailInvalid),
  message: yup
    .string()
    .trim()
    .required(MSG.contactMessageRequired)
    .min(CONTACT_MESSAGE_MIN_LENGTH, MSG.contactMessageMin),
});

export type LoginValues = yup.InferType<typeof loginSchema>;
export type RegisterValues = yup.InferType<typeof registerSchema>;
export type FoodValues = yup.InferType<typeof foodSchema>;
export type ContactValues = yup.InferType<typeof contactSchema>;
