import { fileTypeFromFile } from 'file-type';
import { createReadStream } from 'node:fs';
import path from 'node:path';

/** A file type found from a file's content: the MIME type to serve it with and the extension to store it under. */
export interface DetectedType {
  mime: string;
  /** With the dot, e.g. `.pdf`. */
  extension: string;
}

/** Profile photo types (contract "Employees": JPEG, PNG, WebP or GIF), by MIME type. */
const IMAGES: Record<string, string> = { 'image/jpeg': '.jpg', 'image/png': '.png', 'image/webp': '.webp', 'image/gif': '.gif' };

/** ISO document types recognised by their signature (contract "ISO documents"), by MIME type. */
const DOCUMENTS: Record<string, string> = {
  'application/pdf': '.pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': '.xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': '.pptx',
  'image/png': '.png',
  'image/jpeg': '.jpg',
};

/**
 * Legacy Office files are OLE compound files: the signature says only "compound file", so the type
 * comes from the name's extension, and only when the content is such a file.
 */
const COMPOUND_DOCUMENTS: Record<string, string> = {
  '.doc': 'application/msword',
  '.xls': 'application/vnd.ms-excel',
  '.ppt': 'application/vnd.ms-powerpoint',
};

/** Claim receipt types (docs/visits.md "Receipts": PDF, PNG, JPEG or WebP), by MIME type. */
const RECEIPTS: Record<string, string> = { 'application/pdf': '.pdf', 'image/png': '.png', 'image/jpeg': '.jpg', 'image/webp': '.webp' };

/** What {@link detectReceipt} accepts, for 415 messages. */
export const RECEIPT_KINDS = 'PDF, PNG, JPEG or WebP files';

/** The receipt type of the file at `file` by its magic bytes (file-type), whatever its name; undefined when it is no accepted receipt. */
export async function detectReceipt(file: string): Promise<DetectedType | undefined> {
  const found = await fileTypeFromFile(file);
  const extension = found ? RECEIPTS[found.mime] : undefined;
  return found && extension ? { mime: found.mime, extension } : undefined;
}

/** What {@link detectImage} accepts, for 415 messages. */
export const IMAGE_KINDS = 'JPEG, PNG, WebP or GIF images';
/** What {@link detectDocument} accepts, for 415 messages. */
export const DOCUMENT_KINDS = 'PDF, Word, Excel, PowerPoint, PNG, JPEG or plain-text files';

/** The image type of the file at `file` by its magic bytes (file-type), or undefined when it is no accepted image. */
export async function detectImage(file: string): Promise<DetectedType | undefined> {
  const found = await fileTypeFromFile(file);
  const extension = found ? IMAGES[found.mime] : undefined;
  return found && extension ? { mime: found.mime, extension } : undefined;
}

/**
 * The document type of the file at `file` (uploaded as `originalName`), or undefined when it is not an
 * accepted one: PDF, OOXML Word/Excel/PowerPoint, PNG and JPEG by content; legacy .doc/.xls/.ppt when the
 * content is a compound file; plain text (`text/plain; charset=utf-8`) when the content has no signature,
 * is valid UTF-8 without NUL bytes, and the name ends in `.txt`.
 */
export async function detectDocument(file: string, originalName: string): Promise<DetectedType | undefined> {
  const found = await fileTypeFromFile(file);
  const extension = path.extname(originalName).toLowerCase();
  if (found) {
    const documentExtension = DOCUMENTS[found.mime];
    if (documentExtension) return { mime: found.mime, extension: documentExtension };
    const compoundMime = COMPOUND_DOCUMENTS[extension];
    if (found.mime === 'application/x-cfb' && compoundMime) return { mime: compoundMime, extension };
    return undefined;
  }
  if (extension === '.txt' && (await isUtf8Text(file))) return { mime: 'text/plain; charset=utf-8', extension: '.txt' };
  return undefined;
}

/** Whether the whole file is valid UTF-8 without NUL bytes (read as a stream, whatever its size). */
async function isUtf8Text(file: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(file)) {
      if ((chunk as Buffer).includes(0)) return false;
      decoder.decode(chunk as Buffer, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}
