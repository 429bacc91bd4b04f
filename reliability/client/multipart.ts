/** The boundary of the suite's multipart bodies. */
export const BOUNDARY = 'reliabilityupload';

/** One file part: field name, file name, claimed type, bytes. */
export interface FilePart {
  field: string;
  fileName: string;
  type: string;
  content: Buffer;
}

/** A multipart/form-data body (boundary {@link BOUNDARY}): the text `fields`, then the file `parts`. */
export function multipart(fields: [string, string][], parts: FilePart[]): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const part of parts) {
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.fileName}"\r\nContent-Type: ${part.type}\r\n\r\n`),
      part.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/**
 * The body of a GraphQL multipart request (multipart request spec) sending `part` as the variable
 * `variable` of `query`.
 */
export function graphqlUploadBody(query: string, variable: string, variables: Record<string, unknown>, part: Omit<FilePart, 'field'>): Buffer {
  return multipart(
    [
      ['operations', JSON.stringify({ query, variables: { ...variables, [variable]: null } })],
      ['map', JSON.stringify({ 0: [`variables.${variable}`] })],
    ],
    [{ ...part, field: '0' }],
  );
}
