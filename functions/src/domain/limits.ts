export const MAX_PER_ORDER = 20;
export const PASSWORD_MIN_LENGTH = 6;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;

export const SEARCH_MAX_LENGTH = 80;
export const FOODS_PAGE_DEFAULT = 24;
export const FOODS_PAGE_MAX = 100;
export const TOP_FOODS_LIMIT = 8;
/** `GET /api/foods/:email` (My Foods): a seller's own list pages like My Orders. */
export const MY_FOODS_PAGE_DEFAULT = 50;
export const MY_FOODS_PAGE_MAX = 100;
/** Most documents any public request reads, whatever its query string (docs/ARCHITECTURE.md §6). */
export const PUBLIC_READS_MAX = 100;
/**
 * Foods per sitemap shard: one stored document (an id and a time per food, well within Firestore's 1 MiB) and one
 * sitemap file (well within the protocol's 50,000 URLs and 50 MB).
 */
export const SITEMAP_SHARD_SIZE = 5000;

export const FOOD_NAME_MAX = 80;
export const CATEGORY_MAX = 40;
export const ORIGIN_MAX = 60;
export const DESCRIPTION_MAX = 1000;
export const URL_MAX = 2048;
export const PERSON_NAME_MAX = 100;
export const PRICE_MAX = 1_000_000;
export const STOCK_MAX = 100_000;

/** The store's time zone: the footer clock shows it and per-day limits count its calendar days. */
export const DHAKA_TIME_ZONE = 'Asia/Dhaka';

// Orders (docs/ARCHITECTURE.md §5a).
export const ADDRESS_MIN = 10;
export const ADDRESS_MAX = 300;
export const AREA_MIN = 2;
export const AREA_MAX = 60;
export const NOTE_MAX = 300;
/** How long after an order a seller still sees its buyer's phone and address once it is final (§5f, Privacy). */
export const SELLER_CONTACT_DAYS = 30;
export const ORDERS_PAGE_DEFAULT = 50;
export const ORDERS_PAGE_MAX = 100;
/** Shape of the `Idempotency-Key` header of a purchase (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

// Kitchen operations (docs/ARCHITECTURE.md §5f); a kitchen's pickup address follows ADDRESS_MIN/ADDRESS_MAX.
export const DECLINE_NOTE_MAX = 200;
/**
 * A kitchen opens or closes at most once in this many seconds (429 sooner): each switch rewrites all of its foods,
 * and no person switches faster. A rule of the store, on under `demo-` projects too.
 */
export const KITCHEN_SWITCH_SECONDS = 5;
// A seller's day: opening hours (docs/ARCHITECTURE.md §5j; functions/src/domain/hours.ts).
/** At most this many ranges a day (e.g. lunch and dinner). */
export const HOURS_RANGES_MAX = 2;
/** At most this many closed dates a kitchen keeps. */
export const CLOSED_DATES_MAX = 30;
// Photos from a phone (docs/ARCHITECTURE.md §5d).
/** The largest photo file `POST /api/photos` accepts (413 above). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The smallest photo: its longer side at least 320 pixels and its shorter side at least 240, either way up. */
export const PHOTO_MIN_LONG_SIDE = 320;
export const PHOTO_MIN_SHORT_SIDE = 240;
/** More pixels than this is refused from the header alone (a decompression bomb is never decoded). */
export const PHOTO_MAX_PIXELS = 40_000_000;
/**
 * The most memory a photo's decoding may be estimated to take, from its header alone (`photoDecodedBytes`): within it
 * no upload, accepted or refused, takes the function past 300 MiB peak RSS (bench/photos-bench.ts).
 */
export const PHOTO_MAX_DECODED_BYTES = 160_000_000;
/**
 * An interlaced PNG or a progressive JPEG is decoded whole, not a few rows at a time: the whole image (PNG) or its DCT
 * coefficients at 2 bytes a sample (JPEG) are held at once with the working copy, so it counts this many times its size.
 */
export const PHOTO_WHOLE_DECODE_FACTOR = 4;
/** The widths of the stored WebP variants, never wider than the original. */
export const PHOTO_WIDTHS = [400, 800, 1200] as const;
/** The variant a photo's `url` names (or the widest there is when the original is narrower). */
export const PHOTO_URL_WIDTH = 800;
/** An unused photo is deleted this long after its upload. */
export const PHOTO_UNUSED_HOURS = 24;

// A meal in one order (docs/ARCHITECTURE.md §5h).
/** Dishes (lines) one order may hold, each a different food of the same kitchen. */
export const ORDER_LINES_MAX = 10;
/** Delivery areas one kitchen may list, each with its fee. */
export const DELIVERY_AREAS_MAX = 30;
/** The highest delivery fee of an area. */
export const DELIVERY_FEE_MAX = 1000;
/** The largest total an order can come to: every dish at PRICE_MAX, MAX_PER_ORDER of each, the largest fee. */
export const ORDER_TOTAL_MAX = PRICE_MAX * MAX_PER_ORDER * ORDER_LINES_MAX + DELIVERY_FEE_MAX;
/** The highest minimum order a kitchen may set. */
export const MINIMUM_ORDER_MAX = 100_000;
