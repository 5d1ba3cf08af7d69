import { status } from '@grpc/grpc-js';
import { GrpcError } from './errors.js';

const DOCUMENTS_MARKER = '/documents/';

/** The collection path of a document name: everything before the last segment. */
export function parentOf(name: string): string {
  const index = name.lastIndexOf('/');
  if (index <= 0 || name.indexOf(DOCUMENTS_MARKER) < 0) throw new GrpcError(status.INVALID_ARGUMENT, `invalid document name: ${name}`);
  return name.slice(0, index);
}

/** Whether a path below `.../documents/` names a collection (an odd number of segments) rather than a document. */
export function isCollectionPath(path: string): boolean {
  const relative = path.slice(path.indexOf(DOCUMENTS_MARKER) + DOCUMENTS_MARKER.length);
  return relative.split('/').length % 2 === 1;
}

const RESERVED_ID = /^__.*__$/;
const NUMERIC_ID = /^__id(-?\d+)__$/;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** Whether a document id is Firestore's numeric form `__id<n>__` (a 64-bit integer without leading zeros). */
function isNumericId(id: string): boolean {
  const digits = NUMERIC_ID.exec(id)?.[1];
  if (digits === undefined || /^-?0\d/.test(digits) || digits === '-0') return false;
  const value = BigInt(digits);
  return value >= INT64_MIN && value <= INT64_MAX;
}

/**
 * Rejects a document name a write may not use: collection ids and document ids matching `__.*__` are reserved, except
 * document ids of the numeric form `__id<n>__` (Datastore's numeric keys), as Cloud Firestore answers.
 */
export function checkWritableName(name: string): void {
  const at = name.indexOf(DOCUMENTS_MARKER);
  if (at < 0) throw new GrpcError(status.INVALID_ARGUMENT, `invalid document name: ${name}`);
  const segments = name.slice(at + DOCUMENTS_MARKER.length).split('/');
  if (segments.length % 2 !== 0 || segments.some((segment) => segment === '')) {
    throw new GrpcError(status.INVALID_ARGUMENT, `invalid document name: ${name}`);
  }
  segments.forEach((segment, index) => {
    const isDocumentId = index % 2 === 1;
    if (RESERVED_ID.test(segment) && !(isDocumentId && isNumericId(segment))) {
      throw new GrpcError(
        status.INVALID_ARGUMENT,
        `${isDocumentId ? 'Document' : 'Collection'} id "${segment}" is reserved: ids matching __.*__ are not allowed (${name})`,
      );
    }
  });
}
