/**
 * One file of a GraphQL multipart request (schema.graphql `Upload`), already saved by
 * uploads/multipart.ts to a temporary file that is removed once the response is sent.
 * Resolvers stream it upstream from `path` (upstream/data-source.ts `sendMultipart`).
 */
export class UploadedFile {
  constructor(
    /** The name the browser gave, e.g. `me.png`. */
    readonly filename: string,
    /** The media type the browser claimed, e.g. `image/png` (the upstream checks the content itself). */
    readonly mimetype: string,
    /** The temporary file holding the bytes. */
    readonly path: string,
  ) {}
}
