import { invalid } from './errors.js';

export interface Part {
  /** Header names lower-cased. */
  headers: Record<string, string>;
  body: Buffer;
}

/** The boundary of a `multipart/related` (or other multipart) Content-Type, if it has one. */
export function boundaryOf(contentType: string): string | undefined {
  const match = /^multipart\/[\w-]+\s*;.*?\bboundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/** The parts of a multipart body (RFC 2046), as the JSON API's multipart upload sends them. */
export function parseMultipart(body: Buffer, boundary: string): Part[] {
  const opening = Buffer.from(`--${boundary}`);
  const separator = Buffer.from(`\r\n--${boundary}`);
  let position = body.indexOf(opening);
  if (position < 0) throw invalid('Multipart body has no boundary.');
  position += opening.length;
  const parts: Part[] = [];
  for (;;) {
    if (body.subarray(position, position + 2).toString('latin1') === '--') return parts;
    if (body.subarray(position, position + 2).toString('latin1') !== '\r\n') throw invalid('Malformed multipart body.');
    position += 2;
    const end = body.indexOf(separator, position);
    if (end < 0) throw invalid('Multipart body is not terminated.');
    const part = body.subarray(position, end);
    // A part without headers starts with the blank line itself.
    const headerEnd = part.subarray(0, 2).toString('latin1') === '\r\n' ? -2 : part.indexOf('\r\n\r\n');
    if (headerEnd === -1) throw invalid('Malformed multipart part.');
    const head = headerEnd < 0 ? '' : part.subarray(0, headerEnd).toString('utf8');
    const headers: Record<string, string> = {};
    for (const line of head.split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    parts.push({ headers, body: part.subarray(headerEnd + 4) });
    position = end + separator.length;
  }
}
