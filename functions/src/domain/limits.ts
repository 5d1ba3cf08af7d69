export const MAX_PER_ORDER = 20;
export const PASSWORD_MIN_LENGTH = 6;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;

export const SEARCH_MAX_LENGTH = 80;
export const FOODS_PAGE_DEFAULT = 24;
export const FOODS_PAGE_MAX = 100;
export const TOP_FOODS_LIMIT = 8;

export const FOOD_NAME_MAX = 80;
export const CATEGORY_MAX = 40;
export const ORIGIN_MAX = 60;
export const DESCRIPTION_MAX = 1000;
export const URL_MAX = 2048;
export const PERSON_NAME_MAX = 100;
export const PRICE_MAX = 1_000_000;
export const STOCK_MAX = 100_000;
