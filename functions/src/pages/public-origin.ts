import type { Request } from 'express';
import { InvalidInput } from '../domain/errors.js';
import { MSG } from '../domain/messages.js';

const HOST = /^(?:[a-z0-9-]+\.)*[a-z0-9-]+(?::\d{1,5})?$/i;
const LOCAL_HOST = /^(?:localhost|127\.0\.0\.1)(?::\d{1,5})?$/i;

/**
 * The origin a page's absolute URLs (canonical, og:url, og:image, the sitemap's) start with: PUBLIC_ORIGIN when set,
 * else the host Hosting forwards: `https://` (Hosting serves nothing else), `http://` on the local stack's localhost.
 */
export function publicOrigin(req: Request, configured: string | undefined): string {
  if (configured) return configured;
  const candidates = [req.get('x-fh-requested-host'), req.get('x-forwarded-host')?.split(',')[0], req.get('host')];
  // A port past 65535 matches HOST but makes no URL.
  const host = candidates
    .map((value) => value?.trim())
    .find((value): value is string => Boolean(value && HOST.test(value) && URL.canParse(`https://${value}`)));
  if (!host) throw new InvalidInput({}, MSG.noHost);
  return `${LOCAL_HOST.test(host) ? 'http' : 'https'}://${host.toLowerCase()}`;
}
