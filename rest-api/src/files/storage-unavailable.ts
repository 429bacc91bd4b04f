/** The message of a 503 while the file store cannot be reached (docs/storage.md "When the store fails"). */
export const FILE_STORAGE_UNAVAILABLE = 'File storage is unavailable. Try again shortly.';

/**
 * A failure of the file store itself (the S3 bucket could not be reached or refused the request), as
 * opposed to a missing file (404) or the database being down: answered 503
 * {@link FILE_STORAGE_UNAVAILABLE} by src/http/error-handler.ts, so that a receipt download with S3 down
 * names the store that failed rather than the database (a network error of the S3 client carries the
 * same socket codes as one of the database driver). The store's own error is kept as `cause` for the log.
 */
export class FileStorageUnavailableError extends Error {
  constructor(what: string, cause: unknown) {
    super(`The file store failed: ${what}`, { cause });
    this.name = 'FileStorageUnavailableError';
  }
}
