import { PHOTO_URL_WIDTH, PHOTO_WIDTHS } from './limits.js';

// An uploaded photo's URL is a path on the app's own origin that names its variants:
// /photos/<id>/<widths joined by ->/<width>.webp, e.g. /photos/AbC…/400-800-1200/800.webp. So anyone holding a
// food's `foodImage` can derive the srcset without asking the API, and the path is also the Storage object's name.

export const PHOTO_PATH_PREFIX = '/photos/';
/** The multipart file field of `POST /api/photos`. */
export const PHOTO_FIELD = 'photo';

export const PHOTO_TYPES = ['jpeg', 'png', 'webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

export interface PhotoRef {
  id: string;
  /** The stored variant widths, ascending. */
  widths: number[];
  /** The width this path names. */
  width: number;
}

// A Firestore auto id: 20 letters and digits.
const PHOTO_ID = /^[A-Za-z0-9]{20}$/;
const PHOTO_PATH = /^\/photos\/([A-Za-z0-9]{20})\/(\d{1,4}(?:-\d{1,4}){0,2})\/(\d{1,4})\.webp$/;

export function isPhotoId(id: string): boolean {
  return PHOTO_ID.test(id);
}

/**
 * The variant widths of an original `width` pixels wide (after turning it upright): each of 400, 800 and 1200
 * narrower than the original, plus the original's own width when it is below 1200, so no detail is thrown away and
 * nothing is upscaled. 1000 → 400, 800, 1000; 800 → 400, 800; 350 → 350; 4000 → 400, 800, 1200.
 */
export function photoVariantWidths(width: number): number[] {
  const largest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] as number;
  const top = Math.min(Math.floor(width), largest);
  return [...PHOTO_WIDTHS.filter((w) => w < top), top];
}

/** The width a photo's `url` names: 800, or the widest variant when there is no 800. */
export function photoUrlWidth(widths: readonly number[]): number {
  return widths.includes(PHOTO_URL_WIDTH) ? PHOTO_URL_WIDTH : (widths[widths.length - 1] as number);
}

/** The path of one variant, which is also its Storage object name without the leading slash. */
export function photoPath(id: string, widths: readonly number[], width: number): string {
  return `${PHOTO_PATH_PREFIX}${id}/${widths.join('-')}/${width}.webp`;
}

/** The photo's `url`: what a food stores as `foodImage`. */
export function photoUrl(id: string, widths: readonly number[]): string {
  return photoPath(id, widths, photoUrlWidth(widths));
}

/**
 * The photo a path names, or null for anything else: the widths must be exactly the ones `photoVariantWidths`
 * gives some original, and the width one of them.
 */
export function parsePhotoPath(path: string): PhotoRef | null {
  const match = PHOTO_PATH.exec(path);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const widths = match[2].split('-').map(Number);
  const width = Number(match[3]);
  const canonical = photoVariantWidths(widths[widths.length - 1] as number);
  if (canonical.join('-') !== match[2] || !widths.includes(width)) return null;
  return { id: match[1], widths, width };
}

/** Whether `value` is the `url` of an uploaded photo (the variant a food stores), by its shape alone. */
export function isPhotoUrl(value: string): boolean {
  const ref = parsePhotoPath(value);
  return ref !== null && ref.width === photoUrlWidth(ref.widths);
}

/** The srcset of a photo path (`<path> 400w, …`), or undefined when `url` is not one. */
export function photoSrcSet(url: string): string | undefined {
  const ref = parsePhotoPath(url);
  if (!ref) return undefined;
  return ref.widths.map((width) => `${photoPath(ref.id, ref.widths, width)} ${width}w`).join(', ');
}

/** The share image of an uploaded photo (Open Graph's recommended 1.91:1): a JPEG, which every chat app shows. */
export const PHOTO_SHARE_SIZE = { width: 1200, height: 630 } as const;

const PHOTO_SHARE_PATH = /^\/photos\/([A-Za-z0-9]{20})\/(\d{1,4}(?:-\d{1,4}){0,2})\/share\.jpg$/;

/** The path of a photo's share JPEG, `/photos/<id>/<widths>/share.jpg`, also its Storage object name without the `/`. */
export function photoSharePath(id: string, widths: readonly number[]): string {
  return `${PHOTO_PATH_PREFIX}${id}/${widths.join('-')}/share.jpg`;
}

/** The share JPEG of an uploaded photo's `url`, or undefined when `url` is not one (a seed image, an external URL). */
export function photoShareUrl(url: string): string | undefined {
  const ref = parsePhotoPath(url);
  return ref ? photoSharePath(ref.id, ref.widths) : undefined;
}

/** The photo a share JPEG path belongs to (its widest variant named), or null when `path` is not one. */
export function parsePhotoSharePath(path: string): PhotoRef | null {
  const match = PHOTO_SHARE_PATH.exec(path);
  if (!match?.[1] || !match[2]) return null;
  const ref = parsePhotoPath(`${PHOTO_PATH_PREFIX}${match[1]}/${match[2]}/${match[2].split('-').pop() ?? ''}.webp`);
  return ref;
}
