/** One file part of a multipart body: field name, file name, content type and bytes. */
export interface FilePart {
  field: string;
  filename: string;
  contentType?: string;
  content: Buffer;
}

/**
 * A `multipart/form-data` body for `inject` (the same bytes a browser's FormData upload sends), and its
 * `content-type` header with the boundary.
 */
export function multipartBody(parts: readonly FilePart[]): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----back-office-test-${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n` +
        `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    part.content,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
