import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { PHOTO_MAX_PIXELS } from '../domain/limits.js';
import { MSG } from '../domain/messages.js';
import { isPhotoTooLargeToDecode, photoSizeProblem, sniffImageType } from '../domain/photo-checks.js';
import { photoVariantWidths, type PhotoType } from '../domain/photos.js';
import { InvalidInput } from '../domain/errors.js';
import { UnsupportedMediaType } from '../http/errors.js';

// The function has 512 MiB and 1 vCPU: one libvips thread per operation and no operation cache (the cache would keep
// decoded images of earlier uploads); bench/photos-bench.ts measures the peak.
sharp.concurrency(1);
sharp.cache(false);

/** WebP quality of every variant: a typical dish photo's 800-px variant stays well under 120 KB (bench). */
export const WEBP_QUALITY = 75;

export interface PhotoHeader {
  type: PhotoType;
  /** Upright dimensions (EXIF orientation applied), read from the header without decoding the pixels. */
  width: number;
  height: number;
}

export interface PhotoVariant {
  width: number;
  height: number;
  /** WebP without any metadata block. */
  bytes: Buffer;
}

const photoError = (field: string) => new InvalidInput({ photo: field }, field);

/** The input options of every decode: never more than the photo limit, stop at the first decoding error. */
const INPUT = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' } as const;

/** Bytes per sample of libvips' band formats, as sharp's metadata names them. */
const BYTES_PER_SAMPLE: Record<Metadata['depth'], number> = {
  char: 1,
  uchar: 1,
  short: 2,
  ushort: 2,
  int: 4,
  uint: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

/**
 * The type (from the bytes: 415 unless JPEG, PNG or WebP) and upright size of a photo, from its header alone: a
 * decompression bomb — more than 40 megapixels, or more decoded bytes than the function can spare (channels, bit depth,
 * an interlaced PNG or progressive JPEG decoded whole) — is refused (400) before a pixel is decoded, as is a photo
 * under 320 × 240.
 */
export async function readPhotoHeader(bytes: Buffer): Promise<PhotoHeader> {
  const type = sniffImageType(bytes);
  if (!type) throw new UnsupportedMediaType(MSG.photoType);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw photoError(MSG.photoUnreadable);
  }
  // The signature and the decoder must agree (a JPEG signature in front of something else is not a JPEG).
  if (metadata.format !== type) throw new UnsupportedMediaType(MSG.photoType);
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw photoError(MSG.photoUnreadable);
  const problem = photoSizeProblem(width, height);
  if (problem === 'tooManyPixels') throw photoError(MSG.photoTooManyPixels);
  if (problem === 'tooSmall') throw photoError(MSG.photoTooSmall);
  const decoding = {
    width,
    height,
    channels: metadata.channels,
    bytesPerSample: BYTES_PER_SAMPLE[metadata.depth] ?? 8,
    wholeImage: metadata.isProgressive && (type === 'png' || type === 'jpeg'),
  };
  if (isPhotoTooLargeToDecode(decoding)) throw photoError(MSG.photoTooLargeToDecode);
  return { type, width, height };
}

/**
 * The WebP variants of a photo (`photoVariantWidths` of its upright width), turned upright, in sRGB, with every
 * metadata block (EXIF with its GPS position, XMP, ICC, comments) left out: sharp writes none unless asked to. The
 * photo is decoded once, at the largest variant's width (JPEGs shrink while decoding), and the smaller variants are
 * scaled from that.
 */
export async function makeVariants(bytes: Buffer, header: PhotoHeader): Promise<PhotoVariant[]> {
  const widths = photoVariantWidths(header.width);
  const largest = widths[widths.length - 1] as number;
  let upright: { data: Buffer; info: OutputInfo };
  try {
    upright = await sharp(bytes, INPUT)
      .autoOrient()
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw photoError(MSG.photoUnreadable);
  }
  const { data, info } = upright;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const variants: PhotoVariant[] = [];
  for (const width of widths) {
    const pipeline = sharp(data, raw);
    if (width !== info.width) pipeline.resize({ width });
    const { data: webp, info: out } = await pipeline.webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
    variants.push({ width: out.width, height: out.height, bytes: webp });
  }
  return variants;
}
