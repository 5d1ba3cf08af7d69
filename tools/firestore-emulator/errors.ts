import type { status } from '@grpc/grpc-js';

/** A failure the service answers with this gRPC status and message; any other error becomes INTERNAL. */
export class GrpcError extends Error {
  constructor(
    readonly code: status,
    message: string,
  ) {
    super(message);
  }
}
