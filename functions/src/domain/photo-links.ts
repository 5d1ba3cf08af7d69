import { parsePhotoPath, parsePhotoSharePath, PHOTO_PATH_PREFIX, photoUrl } from './photos.js';

// Links to the app's own photos, as a food form may be given them: apart from photos.ts, which every page loads for
// its photo URLs, because only the forms' validation (schema-rules.ts) needs this.

/**
 * An absolute URL that names one of the app's photos, taken as the photo's path: an `http(s)` URL whose path
 * (percent-decoded, query and fragment dropped) ends in a photo path that `parsePhotoPath` accepts becomes that path,
 * and one ending in a photo's share image (`.../share.jpg`) becomes the photo's `url` — whatever its host and whatever
 * comes before `/photos/`: the app answers under several hosts and prefixes (its custom domain, `<project>.web.app`,
 * `<project>.firebaseapp.com`, the function's own URL, localhost), and no other site has paths of this shape
 * (`/photos/<20-character id>/<widths>/<width>.webp`). So the photo rules apply to it as to the path itself
 * (docs/ARCHITECTURE.md §5d). Anything else comes back unchanged, other sites' `/photos/...` images included.
 */
export function photoPathOfUrl(value: string): string {
  if (!/^https?:/i.test(value)) return value;
  let path: string;
  try {
    path = decodeURIComponent(new URL(value).pathname);
  } catch {
    return value;
  }
  // From the last `/photos/` on: the function's own URL puts `/api` (cloudfunctions.net) or `/<project>/<region>/api`
  // (the emulator) before it. photos.ts's parsers say whether that is a photo.
  const start = path.lastIndexOf(PHOTO_PATH_PREFIX);
  if (start < 0) return value;
  const end = path.slice(start);
  if (parsePhotoPath(end)) return end;
  const share = parsePhotoSharePath(end);
  return share ? photoUrl(share.id, share.widths) : value;
}
