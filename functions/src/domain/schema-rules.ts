import * as yup from 'yup';
import {
  ADDRESS_MAX,
  ADDRESS_MIN,
  AREA_MAX,
  AREA_MIN,
  CATEGORY_MAX,
  CLOSED_DATES_MAX,
  CONTACT_MESSAGE_MIN_LENGTH,
  DECLINE_NOTE_MAX,
  DELIVERY_AREAS_MAX,
  DELIVERY_FEE_MAX,
  DESCRIPTION_MAX,
  FOOD_NAME_MAX,
  MAX_PER_ORDER,
  MINIMUM_ORDER_MAX,
  NOTE_MAX,
  ORDER_LINES_MAX,
  ORDER_TOTAL_MAX,
  ORIGIN_MAX,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX,
  PRICE_MAX,
  STOCK_MAX,
  URL_MAX,
} from './limits.js';
import { dayRangesProblem, isIsoDate, normalizeDay, WEEKDAYS, type TimeRange } from './hours.js';
import type { MessageTable } from './messages.js';
import { isWholeCents } from './money.js';
import { areaKey } from './orders.js';
import { DECLINE_REASONS, DEFAULT_FULFILMENT, FULFILMENTS, normalizeBdPhone, SELLER_TARGETS } from './orders.js';
import { photoPathOfUrl } from './photo-links.js';
import { isPhotoUrl } from './photos.js';
import { RATING_MAX, RATING_MIN, REPLY_TEXT_MAX, REVIEW_TEXT_MAX } from './reviews.js';

// Spec: non-space text, @, non-space text.
export const SIMPLE_EMAIL = /^\S+@\S+$/;
// Contact form: the standard pattern (local part, domain with a dot and a 2+ letter TLD).
export const STANDARD_EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/**
 * An https URL, a root-relative path to an image the app itself serves, or an uploaded photo's `url`. Not `http:`: the
 * pages' Content-Security-Policy blocks such images (and a browser would block them as mixed content anyway).
 */
export function isImageUrl(value: string | undefined): boolean {
  if (!value) return false;
  if (/^\/images\/[\w./-]+$/.test(value) && !value.includes('..')) return true;
  // Whose photo it is, and whether it still exists, only the API can tell (docs/ARCHITECTURE.md §5d).
  if (isPhotoUrl(value)) return true;
  try {
    // Half of a surrogate pair would be stored as it came (the URL parser only escapes it): Firestore refuses that.
    return new URL(value).protocol === 'https:' && !hasLoneSurrogate(value);
  } catch {
    return false;
  }
}

/** Whether a price has at most 2 decimals exactly as written (12.34, not 12.340000001); other rules judge the rest. */
export function hasAtMostTwoDecimals(value: number | undefined): boolean {
  return value === undefined || !Number.isFinite(value) || isWholeCents(value);
}

// Controls (C0, C1), the bidi embeddings, overrides, isolates and marks that can make stored text read differently
// from what was typed, the Unicode line and paragraph separators, and half of a surrogate pair (no character at all:
// Firestore refuses to store it); multi-line fields may hold tabs and line breaks.
const CONTROL_OR_BIDI = /[\p{Cc}\p{Cs}\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
const LINE_BREAKS = /[\t\n\r]/g;
// A letter, digit, punctuation mark or symbol: text of only spaces or zero-width characters has none.
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
// Letters and symbols that show as blank space (the Hangul fillers, the blank Braille pattern): no visible text alone.
const BLANK_LOOKING = /[\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** Whether a text holds something a person can read; empty text is left to the `required` rule. */
export function hasVisibleText(value: string | undefined): boolean {
  return !value || VISIBLE.test(value.replace(BLANK_LOOKING, ''));
}

/** Whether a text holds half of a surrogate pair (valid JSON, `"\ud800"`, but no character). */
export function hasLoneSurrogate(value: string): boolean {
  return /\p{Cs}/u.test(value);
}

/** Whether a text is free of control and text-direction characters (line breaks only where `multiline`). */
export function isPlainText(value: string | undefined, multiline = false): boolean {
  if (!value) return true;
  return !CONTROL_OR_BIDI.test(multiline ? value.replace(LINE_BREAKS, '') : value);
}

/**
 * The request and form schemas, with their messages in one language: the API's are built with MSG (schemas.ts), a web
 * form's with the messages of the page's language (docs/ARCHITECTURE.md §5i). The rules are the same in both.
 */
export function schemasFor(MSG: MessageTable) {
  /** Required, trimmed, visible plain text of at most `max` characters. */
  function text(required: string, max: number, options: { min?: [number, string]; multiline?: boolean } = {}) {
    let schema = yup
      .string()
      .typeError(MSG.mustBeText)
      .trim()
      .required(required)
      .test('visible', required, hasVisibleText)
      .test('plain', MSG.hiddenCharacters, (value) => isPlainText(value, options.multiline));
    if (options.min) schema = schema.min(options.min[0], options.min[1]);
    return schema.max(max, MSG.tooLong(max));
  }

  /** Optional plain text of at most `max` characters; absent or blank becomes ''. */
  function optionalText(max: number) {
    return yup
      .string()
      .typeError(MSG.mustBeText)
      .trim()
      .default('')
      .test('plain', MSG.hiddenCharacters, (value) => isPlainText(value, true))
      .max(max, MSG.tooLong(max));
  }

  function wholeNumber(messages: { type: string; required: string; integer: string }) {
    return yup.number().typeError(messages.type).required(messages.required).integer(messages.integer);
  }

  const loginSchema = yup.object({
    email: yup.string().typeError(MSG.mustBeText).trim().required(MSG.emailRequired),
    password: yup.string().typeError(MSG.mustBeText).required(MSG.passwordRequired),
  });

  const registerSchema = yup.object({
    name: text(MSG.nameRequired, PERSON_NAME_MAX),
    photo: yup
      .string()
      .trim()
      .required(MSG.photoRequired)
      .max(URL_MAX, MSG.tooLong(URL_MAX))
      .test('image-url', MSG.photoUrlInvalid, (v) => isImageUrl(v)),
    email: yup.string().trim().required(MSG.emailRequired).matches(SIMPLE_EMAIL, MSG.emailInvalid),
    password: yup
      .string()
      .required(MSG.passwordRequired)
      .min(PASSWORD_MIN_LENGTH, MSG.passwordMin)
      .test('mixed-case', MSG.passwordCase, (v) => !v || (/[a-z]/.test(v) && /[A-Z]/.test(v))),
  });

  const foodSchema = yup.object({
    foodName: text(MSG.foodNameRequired, FOOD_NAME_MAX),
    foodImage: yup
      .string()
      .typeError(MSG.mustBeText)
      .trim()
      // A link to one of the app's own photos is that photo: its path, under the photo rules (docs/ARCHITECTURE.md §5d).
      .transform((value: unknown) => (typeof value === 'string' ? photoPathOfUrl(value) : value))
      .required(MSG.foodImageRequired)
      .max(URL_MAX, MSG.tooLong(URL_MAX))
      .test('image-url', MSG.foodImageInvalid, (v) => isImageUrl(v)),
    category: text(MSG.categoryRequired, CATEGORY_MAX),
    quantity: wholeNumber({ type: MSG.quantityNumber, required: MSG.quantityRequired, integer: MSG.quantityInteger })
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
    description: text(MSG.descriptionRequired, DESCRIPTION_MAX, { multiline: true }),
  });

  /**
   * `PUT /api/update-food/:id` and the edit form: the food plus `baseQuantity`, the stock the form was loaded with, so
   * an edit cannot overwrite stock that moved meanwhile (the API answers 409 instead).
   */
  const foodUpdateSchema = foodSchema.shape({
    baseQuantity: wholeNumber({ type: MSG.quantityNumber, required: MSG.baseQuantityRequired, integer: MSG.quantityInteger }).min(
      0,
      MSG.quantityMin,
    ),
  });

  /** Quantity rules of a purchase; `stock` adds the client-side stock check (the server answers 409 instead). */
  function purchaseQuantitySchema(stock?: number) {
    let schema = yup
      .number()
      .typeError(MSG.purchaseQuantityPositive)
      .required(MSG.purchaseQuantityPositive)
      .moreThan(0, MSG.purchaseQuantityPositive);
    // A named test, not max(): yup keeps one max() per schema, so max(20) would replace max(stock).
    if (stock !== undefined) {
      schema = schema.test('stock', MSG.purchaseQuantityStockLeft(stock), (value) => value === undefined || value <= stock);
    }
    return schema.max(MAX_PER_ORDER, MSG.purchaseQuantityMax).integer(MSG.purchaseQuantityInteger);
  }

  /** A Bangladeshi mobile number, stored as +8801XXXXXXXXX however it was written; '' or absent when not given. */
  function bdPhone() {
    return yup
      .string()
      .typeError(MSG.mustBeText)
      .trim()
      .test('bd-mobile', MSG.phoneInvalid, (value) => !value || normalizeBdPhone(value) !== undefined)
      .transform((value: unknown) => (typeof value === 'string' ? (normalizeBdPhone(value) ?? value) : value));
  }

  const deliverySchema = yup.object({
    phone: bdPhone().required(MSG.phoneRequired),
    address: text(MSG.addressRequired, ADDRESS_MAX, { min: [ADDRESS_MIN, MSG.addressMin], multiline: true }),
    area: text(MSG.areaRequired, AREA_MAX, { min: [AREA_MIN, MSG.areaMin] }),
  });

  /** The phone a pickup order may carry (§5f), from a `delivery` object: address and area are dropped, a blank phone is none. */
  function pickupContact(value: unknown): unknown {
    if (typeof value !== 'object' || value === null) return value;
    const { phone } = value as { phone?: unknown };
    if (phone === undefined || (typeof phone === 'string' && phone.trim() === '')) return undefined;
    return { phone };
  }

  const pickupContactSchema = yup
    .object({ phone: bdPhone().required(MSG.phoneRequired) })
    .default(undefined)
    .typeError(MSG.mustBeObject)
    .optional()
    .transform(pickupContact);

  /** How the order reaches the buyer; shared by the purchase form and the API. */
  const orderDetailsFields = {
    fulfilment: yup
      .string()
      .typeError(MSG.fulfilmentInvalid)
      .oneOf(FULFILMENTS, MSG.fulfilmentInvalid)
      .default(DEFAULT_FULFILMENT)
      .required(MSG.fulfilmentInvalid),
    // Required for delivery; a pickup order keeps no address, only the buyer's phone when given.
    delivery: deliverySchema
      .default(undefined)
      .typeError(MSG.mustBeObject)
      .when('fulfilment', {
        is: 'delivery',
        then: (schema) => schema.required(MSG.addressRequired),
        otherwise: () => pickupContactSchema,
      }),
    note: optionalText(NOTE_MAX),
  };

  const purchaseFormSchema = (stock: number) =>
    yup.object({ quantity: purchaseQuantitySchema(stock), ...orderDetailsFields });

  /** The total the buyer was shown (§5g): optional; when sent, the order is placed only at that total. */
  const expectedTotal = () => money(MSG.expectedTotalInvalid, ORDER_TOTAL_MAX);

  const purchaseSchema = yup.object({
    foodId: yup.string().typeError(MSG.mustBeText).trim().required(MSG.foodIdRequired).max(128, MSG.tooLong(128)),
    quantity: purchaseQuantitySchema(),
    ...orderDetailsFields,
    expectedTotal: expectedTotal(),
  });

  /** One dish of `POST /api/orders` (§5h): a food and a whole quantity 1..MAX_PER_ORDER. */
  const orderLineSchema = yup.object({
    foodId: yup.string().typeError(MSG.mustBeText).trim().required(MSG.foodIdRequired).max(128, MSG.tooLong(128)),
    quantity: purchaseQuantitySchema(),
  });

  /** `POST /api/orders` (§5h): 1..ORDER_LINES_MAX lines of distinct foods, and how the order reaches the buyer. */
  const orderSchema = yup.object({
    lines: yup
      .array()
      .typeError(MSG.orderLinesMustBeList)
      .of(orderLineSchema)
      .required(MSG.orderLinesRequired)
      .min(1, MSG.orderLinesRequired)
      .max(ORDER_LINES_MAX, MSG.orderLinesMax)
      .test('distinct', MSG.orderLinesDistinct, (lines) => {
        const ids = (lines ?? []).map((line) => line?.foodId);
        return new Set(ids).size === ids.length;
      }),
    ...orderDetailsFields,
    expectedTotal: expectedTotal(),
  });

  const orderStatusSchema = yup.object({
    status: yup
      .string()
      .typeError(MSG.statusInvalid)
      .required(MSG.statusInvalid)
      .oneOf(SELLER_TARGETS, MSG.statusInvalid),
    // Why a decline (§5f): optional, and only with one.
    reason: yup
      .string()
      .typeError(MSG.declineReasonInvalid)
      .oneOf(DECLINE_REASONS, MSG.declineReasonInvalid)
      .when('status', {
        is: (status: unknown) => status !== 'declined',
        then: (schema) => schema.test('decline-only', MSG.declineReasonOnlyForDecline, (value) => value === undefined),
      }),
    note: optionalText(DECLINE_NOTE_MAX).when('reason', {
      is: undefined,
      then: (schema) => schema.test('needs-reason', MSG.declineNoteNeedsReason, (value) => !value),
    }),
  });

  /** Optional text that '' clears: at least `min` characters when given. */
  function clearableText(min: number, minMessage: string, max: number) {
    return yup
      .string()
      .typeError(MSG.mustBeText)
      .trim()
      .test('visible', minMessage, hasVisibleText)
      .test('plain', MSG.hiddenCharacters, (value) => isPlainText(value, true))
      .test('min', minMessage, (value) => !value || value.length >= min)
      .max(max, MSG.tooLong(max));
  }

  /** An amount of money from 0 to `max` with at most 2 decimals (a JSON number). */
  function money(message: string, max: number) {
    return yup.number().typeError(message).min(0, message).max(max, message).test('two-decimals', message, hasAtMostTwoDecimals);
  }

  /** A kitchen's delivery areas (§5h): each named once (case-insensitively), with its fee; [] delivers everywhere for free. */
  const deliveryAreasSchema = yup
    .array()
    .typeError(MSG.mustBeList)
    .of(
      yup.object({
        area: text(MSG.areaRequired, AREA_MAX, { min: [AREA_MIN, MSG.areaMin] }),
        fee: money(MSG.deliveryFeeInvalid, DELIVERY_FEE_MAX).required(MSG.deliveryFeeInvalid),
      }),
    )
    .max(DELIVERY_AREAS_MAX, MSG.deliveryAreasMax)
    .test('distinct', MSG.deliveryAreaTwice, function distinct(areas) {
      const seen = new Set<string>();
      for (const [index, item] of (areas ?? []).entries()) {
        // An item that is not a valid area has its own error already.
        if (typeof item?.area !== 'string') continue;
        const key = areaKey(item.area);
        if (seen.has(key)) return this.createError({ path: `${this.path}[${index}].area`, message: MSG.deliveryAreaTwice });
        seen.add(key);
      }
      return true;
    });

  const DAY_PROBLEM_MESSAGES = {
    shape: MSG.hoursDayShape,
    time: MSG.hoursTime,
    order: MSG.hoursOrder,
    count: MSG.hoursCount,
    overlap: MSG.hoursOverlap,
  } as const;

  /** One weekday's ranges (§5j): required once `hours` is sent; stored earliest first with only `from` and `to`. */
  function dayHours() {
    return yup
      .mixed<TimeRange[]>()
      .required(MSG.hoursDayRequired)
      .test('ranges', MSG.hoursDayShape, function check(value) {
        const problem = dayRangesProblem(value);
        return problem ? this.createError({ message: DAY_PROBLEM_MESSAGES[problem] }) : true;
      })
      .transform((value: unknown) => (dayRangesProblem(value) ? value : normalizeDay(value as TimeRange[])));
  }

  /** A kitchen's week (§5j): all seven days, each closed (`[]`) or one or two ranges. */
  const weekHoursSchema = yup
    .object(Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours()])) as Record<(typeof WEEKDAYS)[number], ReturnType<typeof dayHours>>)
    .default(undefined)
    .typeError(MSG.mustBeObject);

  /** Closed dates (§5j): distinct real dates `YYYY-MM-DD`, at most CLOSED_DATES_MAX; stored ascending. */
  const closedDatesSchema = yup
    .mixed<string[]>()
    .test('dates', MSG.closedDatesShape, function check(value) {
      if (value === undefined) return true;
      if (!Array.isArray(value) || !value.every((date) => typeof date === 'string')) return this.createError({ message: MSG.closedDatesShape });
      if (!value.every(isIsoDate)) return this.createError({ message: MSG.closedDateInvalid });
      if (new Set(value).size !== value.length) return this.createError({ message: MSG.closedDatesRepeated });
      if (value.length > CLOSED_DATES_MAX) return this.createError({ message: MSG.closedDatesMax });
      return true;
    })
    .transform((value: unknown) => (Array.isArray(value) && value.every((date) => typeof date === 'string') ? [...(value as string[])].sort() : value));

  /** `PUT /api/kitchen` and the My Sales kitchen forms (§5f, §5h, §5j): any of its fields; '' removes the address or the phone. */
  const kitchenSchema = yup
    .object({
      open: yup.boolean().typeError(MSG.mustBeBoolean),
      pickupAddress: clearableText(ADDRESS_MIN, MSG.pickupAddressMin, ADDRESS_MAX),
      phone: bdPhone(),
      deliveryAreas: deliveryAreasSchema,
      minimumOrder: money(MSG.minimumOrderInvalid, MINIMUM_ORDER_MAX),
      hours: weekHoursSchema,
      closedDates: closedDatesSchema,
    })
    .test('something', MSG.kitchenNothingToChange, (value) =>
      Boolean(
        value &&
          (value.open !== undefined ||
            value.pickupAddress !== undefined ||
            value.phone !== undefined ||
            value.deliveryAreas !== undefined ||
            value.minimumOrder !== undefined ||
            value.hours !== undefined ||
            value.closedDates !== undefined),
      ),
    );

  const contactSchema = yup.object({
    name: yup.string().typeError(MSG.mustBeText).trim().required(MSG.contactNameRequired),
    email: yup.string().typeError(MSG.mustBeText).trim().required(MSG.emailRequired).matches(STANDARD_EMAIL, MSG.emailInvalid),
    message: yup
      .string()
      .typeError(MSG.mustBeText)
      .trim()
      .required(MSG.contactMessageRequired)
      .min(CONTACT_MESSAGE_MIN_LENGTH, MSG.contactMessageMin),
  });

  /** `POST /api/orders/:id/review` and the Rate this dish form: a whole number of stars and optional visible text. */
  const reviewSchema = yup.object({
    rating: yup
      .number()
      .typeError(MSG.ratingInvalid)
      .required(MSG.ratingInvalid)
      .integer(MSG.ratingInvalid)
      .min(RATING_MIN, MSG.ratingInvalid)
      .max(RATING_MAX, MSG.ratingInvalid),
    text: optionalText(REVIEW_TEXT_MAX).test('visible', MSG.textInvisible, hasVisibleText),
    // Which dish of the order (§5h): required when the order has more than one (the API checks it against the order).
    foodId: yup.string().typeError(MSG.mustBeText).trim().max(128, MSG.tooLong(128)),
  });

  /** `POST /api/reviews/:id/reply` and the seller's Reply form. */
  const replySchema = yup.object({
    text: text(MSG.replyRequired, REPLY_TEXT_MAX, { multiline: true }),
  });

  return { loginSchema, registerSchema, foodSchema, foodUpdateSchema, purchaseQuantitySchema, deliverySchema, pickupContactSchema, purchaseFormSchema, purchaseSchema, orderSchema, orderStatusSchema, deliveryAreasSchema, weekHoursSchema, closedDatesSchema, kitchenSchema, contactSchema, reviewSchema, replySchema };
}

/** The schemas of one language. */
export type Schemas = ReturnType<typeof schemasFor>;
