import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Thrown by {@link UploadSpool.save} when the files of one request pass the byte budget. */
export class UploadTooLargeError extends Error {
  override name = 'UploadTooLargeError';
}

/**
 * The temporary files of ONE multipart request (uploads/multipart.ts): a folder of its own under
 * `root` (UPLOAD_TMP_DIR), created when the first file arrives, so a request refused before its files
 * leaves nothing behind. Every file counts against one budget of `maxBytes` for the whole request:
 * the byte past it stops the copy and rejects with {@link UploadTooLargeError}, so no more than
 * `maxBytes` is ever stored. {@link remove} deletes the folder; after it nothing more is saved.
 */
export class UploadSpool {
  private folder: Promise<string> | undefined;
  private saved = 0;
  private bytes = 0;
  private removed = false;

  constructor(
    private readonly root: string,
    private readonly maxBytes: number,
  ) {}

  /** Copies `stream` into a new file of the folder and answers its path; rejects when over budget or removed (the partial file then goes with the folder). */
  async save(stream: Readable): Promise<string> {
    if (this.removed) throw new Error('the upload was already cleaned up');
    this.folder ??= mkdtemp(path.join(this.root, 'gateway-upload-'));
    const file = path.join(await this.folder, String(this.saved++));
    const budget = new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        this.bytes += chunk.length;
        done(this.bytes > this.maxBytes ? new UploadTooLargeError(`The files of one request may have at most ${this.maxBytes} bytes.`) : null, chunk);
      },
    });
    await pipeline(stream, budget, createWriteStream(file, { flags: 'wx' }));
    if (this.removed) throw new Error('the upload was cleaned up while it was saved');
    return file;
  }

  /** Deletes the folder and everything in it (never rejects); later {@link save}s reject. */
  async remove(): Promise<void> {
    this.removed = true;
    const folder = await this.folder?.catch(() => undefined);
    if (folder) await rm(folder, { recursive: true, force: true }).catch(() => undefined);
  }
}
