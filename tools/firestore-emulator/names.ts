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
