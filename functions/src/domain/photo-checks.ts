import { PHOTO_MAX_DECODED_BYTES, PHOTO_MAX_PIXELS, PHOTO_MIN_LONG_SIDE, PHOTO_MIN_SHORT_SIDE, PHOTO_WHOLE_DECODE_FACTOR } from './limits.js';
import type { PhotoType } from './photos.js';

// What an upload's bytes must be before they become a photo (photos.ts names the photos made of them): checked in the
// browser before sending (web/src/lib/photo-checks.ts) and by the API (photos/photo-image.ts). A module of its own, so
// the pages that only show photos do not load the checks.

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/**
 * The image type from a file's first bytes (its name and declared type say nothing): JPEG, PNG or WebP, else null
 * (SVG, GIF, HEIC, PDF, text, ...). 12 bytes suffice.
 */
export function sniffImageType(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF <size> WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/** Why a photo of these dimensions is refused (either way up), or undefined when it is fine. */
export function photoSizeProblem(width: number, height: number): 'tooSmall' | 'tooManyPixels' | undefined {
  if (width * height > PHOTO_MAX_PIXELS) return 'tooManyPixels';
  if (Math.max(width, height) < PHOTO_MIN_LONG_SIDE || Math.min(width, height) < PHOTO_MIN_SHORT_SIDE) return 'tooSmall';
  return undefined;
}

/** What a photo's header says about the pixels its decoding makes. */
export interface PhotoDecoding {
  width: number;
  height: number;
  /** Channels once decoded (a palette expands to 3 or 4). */
  channels: number;
  /** 1 for 8-bit samples, 2 for 16-bit, ... */
  bytesPerSample: number;
  /** An interlaced PNG or a progressive JPEG: decoded whole rather than a few rows at a time. */
  wholeImage: boolean;
}

/**
 * The memory a photo's decoding is estimated to take: width × height × channels × bytes per sample, times
 * `PHOTO_WHOLE_DECODE_FACTOR` when it is decoded whole. Above `PHOTO_MAX_DECODED_BYTES` the photo is refused before
 * it is decoded: a 482 KB interlaced 16-bit RGBA PNG of 7999 × 5000 would take 320 MB decoded, 4 times that counted.
 */
export function photoDecodedBytes({ width, height, channels, bytesPerSample, wholeImage }: PhotoDecoding): number {
  return width * height * channels * bytesPerSample * (wholeImage ? PHOTO_WHOLE_DECODE_FACTOR : 1);
}

export function isPhotoTooLargeToDecode(decoding: PhotoDecoding): boolean {
  return photoDecodedBytes(decoding) > PHOTO_MAX_DECODED_BYTES;
}
