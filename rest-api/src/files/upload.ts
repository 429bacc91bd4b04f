import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { badRequest, HttpError } from '../http/http-error';
import type { DetectedType } from './content-types';
import type { FileStorage, StorageFolder } from './storage';

/** What an upload route accepts (contract: photos and ISO documents). */
export interface UploadRules {
  /** The multipart field name of the file parts, e.g. `image`, `files`. */
  field: string;
  /** Largest accepted file in bytes (`MAX_PHOTO_BYTES`, `MAX_DOCUMENT_BYTES`); larger → 413. */
  maxBytes: number;
  /** Most files in one request; more → 413. */
  maxFiles: number;
  /** The type of a received file from its content, or undefined when it is not accepted (→ 415). */
  detect: (tempPath: string, originalName: string) => Promise<DetectedType | undefined>;
  /** What is accepted, for the 415 message, e.g. "JPEG, PNG, WebP or GIF images". */
  accepted: string;
}

/** A received and verified file, still in the store's temporary folder. */
export interface ReceivedFile {
  tempPath: string;
  /** The client's file name without any folder part, at most 255 characters (for Content-Disposition only). */
  originalName: string;
  /** Bytes. */
  size: number;
  type: DetectedType;
}

/** A file moved into the store. */
export interface StoredUpload extends Omit<ReceivedFile, 'tempPath'> {
  fileName: string;
}

/**
 * Receives the file parts of a multipart request (contract: uploads by multipart) and stores them,
 * nothing being left on disk unless all of them pass:
 * 1. each part named `rules.field` streams into a temporary file, cut off at `rules.maxBytes`;
 * 2. its type is found from its content (`rules.detect`);
 * 3. when every part passed, each moves into `folder` under a generated name, and `use` runs with them
 *    (e.g. the database write); if `use` fails, the stored files are deleted again.
 *
 * @returns what `use` returns.
 * @throws HttpError 415 when the request is not multipart or a file is not of an accepted type; 413 when
 *   a file is larger than `rules.maxBytes` or there are more than `rules.maxFiles`; 400 when there is no
 *   file, or a part has another name or is malformed. Temporary files are always deleted.
 */
export async function storeUploads<T>(
  request: FastifyRequest,
  storage: FileStorage,
  folder: StorageFolder,
  rules: UploadRules,
  use: (files: StoredUpload[]) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) {
    throw new HttpError(415, `Send the file as multipart/form-data in the field "${rules.field}".`);
  }
  const received: ReceivedFile[] = [];
  const temps: string[] = [];
  try {
    try {
      for await (const part of request.files({ limits: { fileSize: rules.maxBytes, files: rules.maxFiles, fields: 20 } })) {
        const tempPath = storage.tempPath();
        temps.push(tempPath);
        received.push(await receive(part, tempPath, rules));
      }
    } catch (error) {
      throw asUploadError(error, rules);
    }
    if (received.length === 0) throw badRequest('Choose a file to upload.', [{ field: rules.field, message: 'Choose a file' }]);

    const stored: StoredUpload[] = [];
    try {
      for (const file of received) {
        const fileName = await storage.adopt(file.tempPath, folder, file.type.extension);
        stored.push({ fileName, originalName: file.originalName, size: file.size, type: file.type });
      }
      return await use(stored);
    } catch (error) {
      await storage.remove(stored.map((file) => ({ folder, name: file.fileName })));
      throw error;
    }
  } finally {
    await Promise.all(temps.map((temp) => fs.rm(temp, { force: true })));
  }
}

async function receive(part: MultipartFile, tempPath: string, rules: UploadRules): Promise<ReceivedFile> {
  if (part.fieldname !== rules.field) {
    part.file.resume();
    throw badRequest(`Send the file in the field "${rules.field}".`, [{ field: part.fieldname, message: 'Unknown field' }]);
  }
  await pipeline(part.file, createWriteStream(tempPath));
  const originalName = cleanName(part.filename);
  const type = await rules.detect(tempPath, originalName);
  if (!type) throw new HttpError(415, `"${originalName}" cannot be uploaded here: only ${rules.accepted} are accepted.`);
  const { size } = await fs.stat(tempPath);
  return { tempPath, originalName, size, type };
}

/** The client's file name without folders or control characters, at most 255 characters; "file" when empty. */
function cleanName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(-255);
  return clean || 'file';
}

/** @fastify/multipart's limit and parse errors → the contract's 413 / 400 with a readable message. */
function asUploadError(error: unknown, rules: UploadRules): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  const megabytes = Math.round((rules.maxBytes / (1024 * 1024)) * 10) / 10;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, `A file may be at most ${megabytes} MB.`);
  if (code === 'FST_FILES_LIMIT') return new HttpError(413, `Send at most ${rules.maxFiles} file${rules.maxFiles === 1 ? '' : 's'} at a time.`);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new HttpError(413, 'The form has too many parts.');
  if (typeof code === 'string' && code.startsWith('FST_')) return badRequest('The upload is malformed.');
  if (error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message)) return badRequest('The upload is malformed.');
  return error;
}
