import sharp from 'sharp';
import { PHOTO_SHARE_SIZE } from '../domain/photos.js';

/**
 * A photo's share image for Open Graph (docs/ARCHITECTURE.md §5e): its widest WebP variant (already upright, sRGB,
 * without metadata) cropped to fill 1200 × 630 around the centre, as a baseline JPEG without metadata.
 */
export function makeShareJpeg(widestVariant: Buffer): Promise<Buffer> {
  return sharp(widestVariant, { limitInputPixels: 1200 * 4000 })
    .resize(PHOTO_SHARE_SIZE.width, PHOTO_SHARE_SIZE.height, { fit: 'cover', position: 'centre' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
