import { FOOD_SORTS } from './foods.js';
import {
  ADDRESS_MIN,
  AREA_MIN,
  CLOSED_DATES_MAX,
  CONTACT_MESSAGE_MIN_LENGTH,
  DELIVERY_AREAS_MAX,
  DELIVERY_FEE_MAX,
  HOURS_RANGES_MAX,
  MAX_PER_ORDER,
  MINIMUM_ORDER_MAX,
  ORDER_LINES_MAX,
  ORDER_TOTAL_MAX,
  PASSWORD_MIN_LENGTH,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_MIN_LONG_SIDE,
  PHOTO_MIN_SHORT_SIDE,
  SELLER_CONTACT_DAYS,
} from './limits.js';
import { RATING_MAX, RATING_MIN } from './reviews.js';
import { SALES_MSG } from './sales-messages.js';
import { START_UP_MSG } from './start-up-messages.js';

// Every user-facing text the spec fixes, in one place for the web forms and the API.
export const MSG = {
  // The texts the web app's start-up shows (start-up-messages.ts).
  ...START_UP_MSG,

  emailRequired: 'Email is required.',
  emailInvalid: 'Invalid email address.',
  passwordRequired: 'Password is required.',
  passwordMin: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordCase: 'Must include uppercase and lowercase letters.',
  nameRequired: 'Your name is required.',
  photoRequired: 'A photo URL is required.',
  photoUrlInvalid: 'Photo URL must be an https:// link to an image.',

  foodNameRequired: 'Food name is required.',
  foodImageRequired: 'Food image URL is required.',
  foodImageInvalid: 'Food image must be an https:// link to an image, or a photo you uploaded.',
  categoryRequired: 'Category is required.',
  quantityRequired: 'Quantity is required.',
  quantityNumber: 'Quantity must be a number.',
  quantityInteger: 'Quantity must be a whole number.',
  quantityMin: 'Quantity cannot be negative.',
  priceRequired: 'Price is required.',
  priceNumber: 'Price must be a number.',
  priceMin: 'Price cannot be negative.',
  priceDecimals: 'Price can have at most 2 decimals.',
  originRequired: 'Food origin is required.',
  descriptionRequired: 'Description is required.',
  tooLong: (max: number) => `Must be at most ${max} characters.`,
  tooLarge: (max: number) => `Must be at most ${max}.`,

  purchaseQuantityPositive: 'Quantity must be greater than 0',
  purchaseQuantityStock: 'Quantity exceeds available stock',
  // The spec's message, then how many are left (issue 21: a buyer should not have to guess).
  purchaseQuantityStockLeft: (left: number) => `Quantity exceeds available stock (only ${left} left)`,
  purchaseQuantityMax: `You can buy a maximum of ${MAX_PER_ORDER} units`,
  purchaseQuantityInteger: 'Quantity must be a whole number.',
  foodIdRequired: 'foodId is required.',
  outOfStock: 'This item is currently out of stock.',
  ownFood: 'You cannot purchase your own food.',

  contactNameRequired: 'Name is required.',
  contactMessageRequired: 'Message cannot be empty.',
  contactMessageMin: `Message must be at least ${CONTACT_MESSAGE_MIN_LENGTH} characters long.`,

  foodNotFound: 'Food item not found.',
  orderNotFound: 'Order not found.',
  notOwner: 'You can only change foods you added.',
  notBuyer: 'You can only cancel your own orders.',
  otherUser: 'You can only see your own items.',
  invalidInput: 'Some fields are invalid.',
  bodyTooLarge: 'Request body is too large.',
  notFound: 'Not found.',
  serverError: 'Something went wrong. Please try again.',
  emailMismatch: 'The e-mail does not match the signed-in account.',
  invalidJson: 'Request body is not valid JSON.',
  unreadableBody: 'Request body could not be read.',
  malformedPath: 'The address is not valid.',
  invalidCursor: 'Invalid cursor.',
  invalidLimit: (max: number) => `Limit must be a whole number from 1 to ${max}.`,
  noEmail: 'This account has no e-mail address.',
  sessionUnavailable: 'Sign-in is temporarily unavailable.',
  signInAgain: 'Please sign in again to continue.',

  loginFailed: 'Invalid email or password.',
  googleLoginFailed: 'Google sign-in failed.',
  sessionStartFailed: 'Could not sign you in: the store did not answer. Check your connection, then try again.',
  registerFailed: 'An unknown error occurred.',
  googleSignUpFailed: 'Failed to sign in with Google.',
  addFoodFailed: 'Failed to add food.',
  detailFetchFailed: 'Failed to fetch food data',
  purchaseLoadFailed: 'Failed to load food data.',
  editLoadFailed: 'Failed to load food item.',
  myFoodsFetchFailed: 'Could not fetch your foods.',
  deleteFailed: 'Failed to delete food.',
  ordersFetchFailed: 'Could not fetch your orders.',
  cancelFailed: 'Failed to cancel order. Reverting...',
  purchaseFailed: 'Failed to complete purchase',
  updateFailed: 'Failed to update food.',
  downloadFailed: 'Failed to download image.',

  loginSuccess: 'Login successful! Welcome back.',
  googleSuccess: 'Signed in with Google successfully!',
  registerSuccess: 'Registration successful! Welcome!',
  addFoodSuccess: 'Food Added Successfully!',
  deleteSuccess: (foodName: string) => `${foodName} deleted successfully!`,
  cancelSuccess: (foodName: string) => `Order for "${foodName}" cancelled.`,
  purchaseSuccess: 'Food purchased successfully!',
  updateSuccess: 'Food Updated Successfully!',
  contactSuccess: 'Message sent successfully!',
  applyRedirect: (title: string) => `Redirecting to apply for ${title}...`,

  // JSON types and visible text (the API never coerces).
  mustBeText: 'Must be text.',
  mustBeNumber: 'Must be a number.',
  mustBeObject: 'Must be an object.',
  mustBeList: 'Must be a list.',
  hiddenCharacters: 'Remove control or text-direction characters.',

  // Orders a kitchen can fulfil (docs/ARCHITECTURE.md §5a).
  fulfilmentInvalid: 'Choose delivery or pickup.',
  phoneRequired: 'Phone number is required.',
  phoneInvalid: 'Enter a Bangladeshi mobile number, e.g. 01712345678.',
  addressRequired: 'Delivery address is required.',
  addressMin: `Address must be at least ${ADDRESS_MIN} characters.`,
  areaRequired: 'Area is required.',
  areaMin: `Area must be at least ${AREA_MIN} characters.`,
  statusInvalid: 'Unknown order status.',
  contactRemoved: `The buyer's phone, address and note are removed ${SELLER_CONTACT_DAYS} days after the order.`,
  moveNotAllowed: (from: string, to: string) => `An order that is ${from} cannot become ${to}.`,
  cancelTooLate: 'The kitchen has already accepted this order, so it can no longer be cancelled.',
  notSeller: 'Only the seller can update this order.',
  notOrderParty: 'You can only see orders you placed or received.',
  idempotencyKeyInvalid: 'Idempotency-Key must be 8 to 128 letters, digits or . _ : -',
  idempotencyKeyReused: 'This purchase was already placed with different details.',

  // Abuse limits and outages.
  tooManyFoods: (limit: number) => `You can add at most ${limit} foods a day. Please try again tomorrow.`,
  // A rule of the store (docs/ARCHITECTURE.md §5a): a buyer's open orders of one dish hold MAX_PER_ORDER units at most.
  tooManyOfDish: (held: number) =>
    `You can have at most ${MAX_PER_ORDER} of one dish in orders not yet completed, and you already have ${held}. ` +
    (held >= MAX_PER_ORDER ? 'Wait until one is completed, or cancel one the kitchen has not accepted.' : `You can add up to ${MAX_PER_ORDER - held} more.`),
  tooManyOpenOrders: (limit: number) =>
    `You already have ${limit} orders waiting for the kitchen. Please wait until one is accepted or cancel one.`,
  serviceUnavailable: 'The store is busy right now. Please try again in a moment.',

  // Finding food and editing it safely (docs/ARCHITECTURE.md §5b).
  sortInvalid: `Sort must be one of ${FOOD_SORTS.join(', ')}.`,
  baseQuantityRequired: 'baseQuantity (the stock the form was loaded with) is required.',
  stockChanged: (left: number) =>
    `The stock changed while you were editing (now ${left} left). The form now shows the current values.`,

  // Kitchen operations (docs/ARCHITECTURE.md §5f).
  kitchenClosed: 'This kitchen is not taking orders right now.',
  orderExpired: 'This order has expired.',
  orderExpiredForBuyer: 'This order expired because the kitchen did not answer in time.',
  mustBeBoolean: 'Must be true or false.',
  kitchenNothingToChange: 'Send at least one of open, pickupAddress, phone, deliveryAreas, minimumOrder, hours and closedDates.',
  kitchenSwitchTooSoon: (seconds: number) =>
    `You switched your kitchen a moment ago. Please wait ${seconds} second${seconds === 1 ? '' : 's'} before switching it again.`,
  pickupAddressMin: `Pickup address must be at least ${ADDRESS_MIN} characters.`,
  declineReasonInvalid: 'Choose a reason: sold_out, kitchen_closed, cannot_deliver or other.',
  declineReasonOnlyForDecline: 'A reason goes only with a decline.',
  declineNoteNeedsReason: 'Choose a reason for the note.',
  // A seller's day: opening hours (docs/ARCHITECTURE.md §5j). Times are Dhaka time.
  /** The 409 of a purchase outside the kitchen's hours: `This kitchen is closed now. Opens tomorrow at 11:00 AM.` */
  kitchenClosedUntil: (opens: string) => `This kitchen is closed now. ${opens}.`,
  hoursDayRequired: 'Give this day its hours: an empty list for a closed day.',
  hoursDayShape: 'Give a list of ranges, each {from, to}.',
  hoursTime: 'Times are HH:MM from 00:00 to 23:59; a range may end at 24:00.',
  hoursOrder: 'A range must end after it starts, on the same day (to stay open past midnight, end it at midnight, 24:00, and start the next day at midnight, 00:00).',
  hoursCount: `At most ${HOURS_RANGES_MAX} ranges a day.`,
  hoursOverlap: 'The ranges of a day must not overlap.',
  closedDatesShape: 'Give a list of dates (YYYY-MM-DD).',
  closedDateInvalid: 'Dates are real dates written YYYY-MM-DD.',
  closedDatesMax: `At most ${CLOSED_DATES_MAX} closed dates.`,
  closedDatesRepeated: 'Each date only once.',
  kitchenHoursTooSoon: (seconds: number) =>
    `You changed your kitchen a moment ago. Please wait ${seconds} second${seconds === 1 ? '' : 's'} before changing its hours again.`,
  // Photos from a phone (docs/ARCHITECTURE.md §5d).
  photoMissing: 'Choose a photo to upload.',
  photoOneFile: 'Send one photo at a time.',
  photoNotMultipart: 'Send the photo as multipart/form-data in a field named photo.',
  photoType: 'This file is not a photo we can use. Choose a JPEG, PNG or WebP image.',
  photoTooLarge: `This photo is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB. Choose a smaller one.`,
  photoTooSmall: `This photo is too small. It must be at least ${PHOTO_MIN_LONG_SIDE} × ${PHOTO_MIN_SHORT_SIDE} pixels.`,
  photoTooManyPixels: `This photo has more than ${PHOTO_MAX_PIXELS / 1_000_000} megapixels. Choose a smaller one.`,
  photoTooLargeToDecode:
    'This photo would take too much memory to process (too many pixels for its colour depth, or saved as an interlaced PNG or progressive JPEG). Choose a smaller one, or save it as an ordinary JPEG.',
  photoUnreadable: 'This photo could not be read: the file may be damaged. Try another one.',
  photoBusy: 'Many photos are being processed right now. Please try again in a moment.',
  photoUploadFailed: 'Failed to upload the photo.',
  photoUploadStalled: 'The upload stopped: nothing went through for a while. Check your connection, then choose the photo again.',
  registerPhotoFailed: 'Your photo could not be saved, so the account was not created. Please try again, or paste a photo URL.',
  photoNotFound: 'This photo is no longer available. Upload it again.',
  photoNotYours: 'You can only use photos you uploaded.',
  photoInUse: 'This photo is already used by another of your dishes. Upload it again for this one.',
  tooManyPhotos: (limit: number) => `You can upload at most ${limit} photos a day. Please try again tomorrow.`,
  // Reviews and ratings (docs/ARCHITECTURE.md §5c).
  ratingInvalid: `Choose a rating from ${RATING_MIN} to ${RATING_MAX} stars.`,
  textInvisible: 'Write some words, or leave it empty.',
  replyRequired: 'Write your reply.',
  reviewNotFound: 'Review not found.',
  reviewNotCompleted: 'You can rate an order once it is completed.',
  alreadyReviewed: 'You have already rated this dish of this order.',
  alreadyReplied: 'This review already has a reply.',
  notReviewer: 'Only the buyer of this order can rate it.',
  notReplier: 'Only the seller of this dish can reply to its reviews.',
  reviewSuccess: 'Thanks! Your rating is saved.',
  reviewFailed: 'Failed to save your rating.',
  reviewRemoved: 'Your rating was removed.',
  reviewRemoveFailed: 'Failed to remove your rating.',
  replySuccess: 'Your reply is posted.',
  replyFailed: 'Failed to post your reply.',
  reviewsFetchFailed: 'Could not load the reviews.',
  // A meal in one order (docs/ARCHITECTURE.md §5h).
  orderLinesRequired: 'Add at least one dish to the order.',
  orderLinesMax: `An order holds at most ${ORDER_LINES_MAX} different dishes.`,
  orderLinesDistinct: 'Each dish appears once in an order: change its quantity instead.',
  orderLinesMustBeList: 'lines must be a list of {foodId, quantity}.',
  oneKitchen: 'All dishes in one order come from one kitchen.',
  linesShort: 'Some dishes do not have enough left. Nothing was ordered.',
  onlyLeft: (left: number) => `Only ${left} left.`,
  areaNotServed: (areas: string[]) => `This kitchen delivers only to ${listOf(areas)}.`,
  // Amounts: the API's numbers, or the prices a client wrote them as (its currency and digits: web/src/i18n/messages.ts).
  belowMinimumOrder: (minimum: number | string, subtotal: number | string) =>
    `This kitchen delivers orders of at least ${amountOf(minimum)}; this one comes to ${amountOf(subtotal)}. Add dishes, or choose pickup.`,
  totalChanged: (total: number | string) =>
    `The price or the delivery fee has changed since this page was opened: the order now comes to ${amountOf(total)}. Nothing was ordered. Check it, then place the order again.`,
  expectedTotalInvalid: `expectedTotal must be the total shown to the buyer: a number from 0 to ${ORDER_TOTAL_MAX} with at most 2 decimals.`,
  deliveryAreasMax: `List at most ${DELIVERY_AREAS_MAX} delivery areas.`,
  deliveryAreaTwice: 'This area is listed twice.',
  deliveryFeeInvalid: `The fee must be a number from 0 to ${DELIVERY_FEE_MAX} with at most 2 decimals.`,
  minimumOrderInvalid: `The minimum order must be a number from 0 to ${MINIMUM_ORDER_MAX} with at most 2 decimals.`,
  reviewFoodRequired: 'Choose which dish of the order you are rating.',
  reviewFoodNotInOrder: 'This dish is not in the order.',
  kitchenNotFound: 'Kitchen not found.',
  // The sales dashboard's and export's refusals (texts in sales.ts, which My Sales shows without loading MSG).
  salesRangeInvalid: SALES_MSG.rangeInvalid,
  salesDayInvalid: SALES_MSG.dayInvalid,
  salesPeriodInvalid: SALES_MSG.periodInvalid,
  // A page request whose Host names no host (pages-routes.ts).
  noHost: 'The request names no host.',
  writeFromOtherOrigin: 'This request came from a page of another site, so nothing was changed.',
  bodyNotJson: 'Send the body as JSON (Content-Type: application/json).',
} as const;

/** An amount as the API writes it (two decimals, no currency: the domain knows none); a price a client wrote, as it is. */
function amountOf(amount: number | string): string {
  return typeof amount === 'number' ? amount.toFixed(2) : amount;
}

/** "A", "A and B", "A, B and C". */
function listOf(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The shape of MSG in any language (docs/ARCHITECTURE.md §5i): each text, and each text made from values, by the same
 * name. The name is also the `code` of an API error that carries that text.
 */
export type MessageTable = {
  readonly [K in keyof typeof MSG]: (typeof MSG)[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};
export type MessageCode = keyof typeof MSG;
