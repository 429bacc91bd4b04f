/** The largest photo the server takes (docs/setup-contract.md `MAX_PHOTO_BYTES`, default 5 MB). */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/**
 * What a refused photo means to the user, by error code (schema.graphql `uploadEmployeePhoto`:
 * PAYLOAD_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE); the same words when the browser refuses it first.
 */
export const PHOTO_PROBLEMS = {
  PAYLOAD_TOO_LARGE: 'The photo is too large (at most 5 MB).',
  UNSUPPORTED_MEDIA_TYPE: 'That file is not a JPEG, PNG, WebP or GIF image.',
} as const;
