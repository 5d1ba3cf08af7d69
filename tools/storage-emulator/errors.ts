/** A failure answered as the JSON API does: `{error: {code, message, errors: [{domain, reason, message}]}}`. */
export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }

  body(): unknown {
    return { error: { code: this.status, message: this.message, errors: [{ domain: 'global', reason: this.reason, message: this.message }] } };
  }
}

export const notFound = (what: string) => new StorageError(404, 'notFound', what);
export const invalid = (message: string) => new StorageError(400, 'invalid', message);
export const preconditionFailed = () =>
  new StorageError(412, 'conditionNotMet', 'At least one of the pre-conditions you specified did not hold.');

/** The emulator's rule: what it does not implement fails loudly, never with a silent wrong answer. */
export const unimplemented = (what: string) =>
  new StorageError(501, 'notImplemented', `${what} is not implemented by the project's Storage emulator (tools/storage-emulator/README.md).`);
