import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStorageUnavailableError } from './storage-unavailable';

/** The folders of the file store (DESIGN §2: photos under `employees/`, ISO documents under `isos/`; claim receipts under `claims/`, docs/visits.md). */
export const STORAGE_FOLDERS = ['employees', 'isos', 'claims'] as const;

/** One of {@link STORAGE_FOLDERS}. */
export type StorageFolder = (typeof STORAGE_FOLDERS)[number];

/** A stored file: its folder and its generated name, e.g. `{ folder: 'isos', name: '<uuid>.pdf' }`. */
export interface StoredFileRef {
  folder: StorageFolder;
  name: string;
}

/**
 * The file store (DESIGN §1: a local folder by default, or an S3-compatible bucket, docs/storage.md).
 * Names are generated (a random UUID and the extension of the type found from the content), never the
 * client's: see {@link isStoredName}. Uploads are received into a local temporary folder in both cases
 * (their type is checked from the content there) and only then stored.
 */
export interface FileStorage {
  /** A local path for an upload being received (in `tmp/` of STORAGE_DIR; for the local folder on the same disk, so {@link adopt} is a rename). */
  tempPath(): string;
  /**
   * Moves a finished, verified temporary file into `folder` under a new name `<uuid><extension>` (the
   * temporary file is gone afterwards, or left for the caller to remove when this fails).
   * @returns the new name.
   */
  adopt(tempPath: string, folder: StorageFolder, extension: string): Promise<string>;
  /** Writes `bytes` as `folder/name` (the seed's files, whose names are fixed for reproducibility). */
  write(ref: StoredFileRef, bytes: Uint8Array): Promise<void>;
  /**
   * The file's content stream, size in bytes and last modification time (the time it was stored: a
   * stored file is never rewritten under its name), or undefined when there is no such file.
   */
  open(ref: StoredFileRef): Promise<{ stream: Readable; size: number; modifiedAt: Date } | undefined>;
  /** Deletes the files; missing ones are skipped. */
  remove(refs: readonly StoredFileRef[]): Promise<void>;
}

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,5}$/;

/** Whether `name` has the shape of a generated file name (a UUID and a short extension): no path, no tricks. */
export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

/**
 * Uploads being received older than this (ms) are leftovers of a process killed mid-upload: no upload
 * takes an hour, and a younger file may be another replica's upload in progress in a shared folder.
 */
export const ABANDONED_UPLOAD_AGE_MS = 60 * 60 * 1000;

/**
 * Removes the `.part` files in `tmp` last written more than {@link ABANDONED_UPLOAD_AGE_MS} before `now`
 * (uploads a killed process left behind: "leaves nothing on disk", reliability/README.md). Files that vanish meanwhile
 * are skipped.
 * @returns how many were removed.
 */
export async function sweepAbandonedUploads(tmp: string, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const name of await fs.readdir(tmp)) {
    if (!name.endsWith('.part')) continue;
    const file = path.join(tmp, name);
    const stats = await fs.stat(file).catch(() => undefined);
    if (stats && now - stats.mtimeMs > ABANDONED_UPLOAD_AGE_MS) {
      await fs.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * The folder `${root}/tmp` where uploads are received, created if missing and swept of abandoned
 * uploads ({@link sweepAbandonedUploads}); temporary names are `<uuid>.part`.
 * @returns the folder and a function giving a new temporary path in it.
 */
export async function uploadTempFolder(root: string): Promise<{ tmp: string; tempPath: () => string }> {
  const tmp = path.join(root, 'tmp');
  await fs.mkdir(tmp, { recursive: true });
  await sweepAbandonedUploads(tmp);
  return { tmp, tempPath: () => path.join(tmp, `${randomUUID()}.part`) };
}

/**
 * The local-folder {@link FileStorage} under `root` (`STORAGE_DIR`, default `${DATA_DIR}/files`), with
 * `employees/`, `isos/`, `claims/` and `tmp/` created if missing, and abandoned uploads swept from `tmp/`
 * ({@link uploadTempFolder}).
 *
 * @throws when the folders cannot be created.
 */
export async function createLocalStorage(root: string): Promise<FileStorage> {
  await Promise.all(STORAGE_FOLDERS.map((folder) => fs.mkdir(path.join(root, folder), { recursive: true })));
  const { tempPath } = await uploadTempFolder(root);
  const fileOf = (ref: StoredFileRef) => {
    if (!isStoredName(ref.name) || !STORAGE_FOLDERS.includes(ref.folder)) throw new Error(`Not a stored file name: ${ref.name}`);
    return path.join(root, ref.folder, ref.name);
  };

  return {
    tempPath,

    async adopt(tempPath, folder, extension) {
      const name = `${randomUUID()}${extension}`;
      const target = fileOf({ folder, name });
      await folderFailure(`storing ${folder}/${name}`, () => fs.rename(tempPath, target));
      return name;
    },

    async write(ref, bytes) {
      const file = fileOf(ref);
      await folderFailure(`writing ${ref.folder}/${ref.name}`, () => fs.writeFile(file, bytes));
    },

    async open(ref) {
      if (!isStoredName(ref.name)) return undefined;
      try {
        const file = fileOf(ref);
        const { size, mtime } = await fs.stat(file);
        return { stream: createReadStream(file), size, modifiedAt: mtime };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw new FileStorageUnavailableError(`reading ${ref.folder}/${ref.name} in ${root}`, error);
      }
    },

    async remove(refs) {
      const files = refs.map(fileOf);
      await folderFailure(`removing ${files.length} file(s)`, () => Promise.all(files.map((file) => fs.rm(file, { force: true }))));
    },
  };
}

/**
 * Runs one operation of the local folder; a failure of the file system (permissions, a full or
 * read-only disk, an I/O error) becomes a {@link FileStorageUnavailableError}, answered 503 as a failed
 * S3 bucket is (docs/storage.md "When the store fails"), rather than a 500.
 */
async function folderFailure<T>(what: string, operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw new FileStorageUnavailableError(what, error);
  }
}
