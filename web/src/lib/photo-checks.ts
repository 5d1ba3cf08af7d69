import { PHOTO_MAX_BYTES } from '@domain/limits';
import type { MessageTable } from '@domain/messages';
import { photoSizeProblem, sniffImageType } from '@domain/photo-checks';

/**
 * What the API would refuse about a chosen file, said before uploading it: empty, or not a JPEG, PNG or WebP by its
 * first bytes (the same rules as the API, from @domain). Its size is checked once it is made smaller (photoBytesProblem).
 * Each check says what is wrong in the page's language: `msg` is MSG in it (useMessages()).
 */
export async function photoFileProblem(file: File, MSG: MessageTable): Promise<string | undefined> {
  if (file.size === 0) return MSG.photoMissing;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return sniffImageType(head) ? undefined : MSG.photoType;
}

/** Too large for the API, said of the file about to be sent (a photo made smaller on the device rarely is). */
export function photoBytesProblem(file: Blob, MSG: MessageTable): string | undefined {
  return file.size > PHOTO_MAX_BYTES ? MSG.photoTooLarge : undefined;
}

/** The size problem of a loaded image (too small, too many pixels), upright as the browser shows it. */
export function photoSizeMessage(width: number, height: number, MSG: MessageTable): string | undefined {
  const problem = photoSizeProblem(width, height);
  if (problem === 'tooSmall') return MSG.photoTooSmall;
  if (problem === 'tooManyPixels') return MSG.photoTooManyPixels;
  return undefined;
}

/** The dimensions of an image URL (a local object URL), or undefined when the browser cannot show it. */
export function readImageSize(url: string): Promise<{ width: number; height: number } | undefined> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(undefined);
    image.src = url;
  });
}

/** What the API would refuse about a chosen photo, said before anything is sent: its type by its bytes, its pixels. */
export async function chosenPhotoProblem(file: File, MSG: MessageTable): Promise<string | undefined> {
  const problem = await photoFileProblem(file, MSG);
  if (problem) return problem;
  const local = URL.createObjectURL(file);
  try {
    const size = await readImageSize(local);
    return size && photoSizeMessage(size.width, size.height, MSG);
  } finally {
    URL.revokeObjectURL(local);
  }
}

/**
 * The photo as it goes up: made smaller on the device (lib/shrink-photo.ts, whose module loads only now), or why the
 * API would refuse its bytes.
 */
export async function photoToSend(file: File, MSG: MessageTable): Promise<{ file: File } | { problem: string }> {
  const { shrinkPhoto } = await import('./shrink-photo');
  const sent = await shrinkPhoto(file);
  const problem = photoBytesProblem(sent, MSG);
  return problem ? { problem } : { file: sent };
}
