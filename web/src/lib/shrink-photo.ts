// A phone photo made small on the device before it is uploaded: decoded upright (its EXIF orientation applied),
// scaled so its longest side is at most PHOTO_SEND_LONG_SIDE and re-encoded as a JPEG. The canvas does it, so this
// costs no library; the photo field imports this module only when a photo is chosen.

/** The longest side of a photo as sent: more than the widest variant the API keeps (1200 px wide, upright). */
export const PHOTO_SEND_LONG_SIDE = 2048;
/** The JPEG quality of a photo made smaller (0 to 1). */
export const PHOTO_SEND_QUALITY = 0.85;
/** A photo at most this large and this long is sent as chosen: already small, and re-encoding would only lose. */
const SEND_AS_IS_BYTES = 1024 * 1024;

/** The size a `width` × `height` photo is drawn at: its longest side at most `longSide`, never enlarged. */
export function shrunkSize(width: number, height: number, longSide = PHOTO_SEND_LONG_SIDE): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function toJpeg(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', PHOTO_SEND_QUALITY));
}

/**
 * The photo to upload for `file`: a JPEG whose longest side is at most PHOTO_SEND_LONG_SIDE, upright, without the
 * original's metadata; or `file` itself when it is already small, or when this browser cannot decode or encode it
 * (the API then checks the original as ever).
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = shrunkSize(bitmap.width, bitmap.height);
    if (file.size <= SEND_AS_IS_BYTES && size.width === bitmap.width) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // A transparent PNG turns white, not black, as a JPEG.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await toJpeg(canvas);
    if (!blob || blob.size >= file.size) return file;
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
    return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
