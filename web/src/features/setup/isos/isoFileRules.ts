/** The most files one upload takes (schema.graphql `uploadIsoDocuments`: at most 10 in one request). */
export const MAX_FILES_PER_UPLOAD = 10;

/** The largest file the server takes (docs/setup-contract.md `MAX_DOCUMENT_BYTES`, default 20 MB). */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** The kinds of file the server takes (PDF, Word, Excel, PowerPoint, PNG, JPEG, plain text), for the file chooser. */
export const ACCEPTED_FILES = '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.png,.jpg,.jpeg,.txt';

/**
 * What a refused upload means to the user, by error code (schema.graphql `uploadIsoDocuments`:
 * PAYLOAD_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE).
 */
export const FILE_PROBLEMS = {
  PAYLOAD_TOO_LARGE: 'A file is too large (at most 20 MB each).',
  UNSUPPORTED_MEDIA_TYPE: 'A file is not of a kind that can be attached (PDF, Word, Excel, PowerPoint, PNG, JPEG or plain text).',
} as const;

/**
 * Why chosen files cannot be uploaded before sending them, or null: none chosen, more than 10, or
 * one over 20 MB (named). The server checks the type by content.
 */
export function filesProblem(files: readonly { name: string; size: number }[]): string | null {
  if (files.length === 0) return 'Choose one or more files first.';
  if (files.length > MAX_FILES_PER_UPLOAD) return `Attach at most ${MAX_FILES_PER_UPLOAD} files at a time.`;
  const large = files.find((file) => file.size > MAX_FILE_BYTES);
  return large ? `${large.name} is too large (at most 20 MB each).` : null;
}
