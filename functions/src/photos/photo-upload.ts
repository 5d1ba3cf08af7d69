import busboy from 'busboy';
import type { Request } from 'express';
import { PHOTO_MAX_BYTES } from '../domain/limits.js';
import { MSG } from '../domain/messages.js';
import { PHOTO_FIELD } from '../domain/photos.js';
import { InvalidInput } from '../domain/errors.js';
import { PayloadTooLarge, UnsupportedMediaType } from '../http/errors.js';

/** Room for the multipart framing around the file: boundaries, part headers, a file name. */
const FRAMING_BYTES = 64 * 1024;

/**
 * The bytes of the one file in the `photo` field of a `multipart/form-data` request: 415 for another body type, 413
 * past 5 MB (at once when the declared length says so), 400 without a photo, with a second file or a malformed body.
 * Locally the body streams in; in Cloud Functions the framework has already read it into `req.rawBody`.
 */
export function readPhotoFile(req: Request): Promise<Buffer> {
  if (!req.is('multipart/form-data')) return Promise.reject(new UnsupportedMediaType(MSG.photoNotMultipart));
  const rawBody = (req as { rawBody?: unknown }).rawBody;
  const length = Buffer.isBuffer(rawBody) ? rawBody.length : Number(req.get('content-length') ?? 0);
  if (length > PHOTO_MAX_BYTES + FRAMING_BYTES) return Promise.reject(new PayloadTooLarge(MSG.photoTooLarge));

  return new Promise<Buffer>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // busboy says `limit` once a file reaches `fileSize`: a file of exactly 5 MiB is allowed (§5d), one byte more is not.
        limits: { files: 1, fileSize: PHOTO_MAX_BYTES + 1, fields: 20, fieldSize: 1024, parts: 25, headerPairs: 20 },
      });
    } catch {
      reject(new InvalidInput({ photo: MSG.photoNotMultipart }, MSG.photoNotMultipart));
      return;
    }
    const chunks: Buffer[] = [];
    let found = false;
    let failure: Error | undefined;
    const fail = (error: Error) => {
      failure ??= error;
      // Stop reading: Node discards the rest of the body once the error response is sent.
      if (!Buffer.isBuffer(rawBody)) req.unpipe(parser);
      chunks.length = 0;
      reject(failure);
    };
    const malformed = () => fail(new InvalidInput({ photo: MSG.photoNotMultipart }, MSG.photoNotMultipart));
    parser.on('file', (name, stream) => {
      // busboy reports a body that ends inside a file (no closing boundary) on the file's stream as well as on the
      // parser: an unheard stream error would end the process with every request in flight on it.
      stream.on('error', malformed);
      if (name !== PHOTO_FIELD || found) {
        stream.resume();
        return;
      }
      found = true;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new PayloadTooLarge(MSG.photoTooLarge)));
    });
    parser.on('filesLimit', () => fail(new InvalidInput({ photo: MSG.photoOneFile }, MSG.photoOneFile)));
    parser.on('error', malformed);
    parser.on('close', () => {
      if (failure) return;
      if (!found) reject(new InvalidInput({ photo: MSG.photoMissing }, MSG.photoMissing));
      else resolve(Buffer.concat(chunks));
    });
    if (Buffer.isBuffer(rawBody)) {
      parser.end(rawBody);
      return;
    }
    // A client that goes away mid-upload: the body never ends, so the parser would wait for ever.
    req.on('error', malformed);
    req.on('close', () => {
      if (!req.complete) malformed();
    });
    req.pipe(parser);
  });
}
