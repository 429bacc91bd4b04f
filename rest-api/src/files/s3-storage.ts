import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { S3Settings } from '../config/config';
import { type FileStorage, isStoredName, STORAGE_FOLDERS, type StoredFileRef, uploadTempFolder } from './storage';
import { FileStorageUnavailableError } from './storage-unavailable';

/**
 * The client for `settings`. Region and credentials come from the AWS SDK's own settings
 * (`AWS_REGION`, `AWS_ACCESS_KEY_ID`/`AWS_SECRET_ACCESS_KEY`, a profile, an instance role…). Checksums
 * are sent only where S3 requires them unless `AWS_REQUEST_CHECKSUM_CALCULATION` says otherwise:
 * the SDK's default (a streamed body with a trailing checksum) is not understood by every
 * S3-compatible store.
 */
export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    ...(process.env.AWS_REQUEST_CHECKSUM_CALCULATION ? {} : { requestChecksumCalculation: 'WHEN_REQUIRED' as const }),
    ...(process.env.AWS_RESPONSE_CHECKSUM_VALIDATION ? {} : { responseChecksumValidation: 'WHEN_REQUIRED' as const }),
  });
}

function keyOf(ref: StoredFileRef): string {
  if (!isStoredName(ref.name) || !STORAGE_FOLDERS.includes(ref.folder)) throw new Error(`Not a stored file name: ${ref.name}`);
  return `${ref.folder}/${ref.name}`;
}

function isMissing(error: unknown): boolean {
  return error instanceof NoSuchKey || (error instanceof S3ServiceException && (error.name === 'NotFound' || error.$metadata.httpStatusCode === 404));
}

/**
 * The {@link FileStorage} in an S3-compatible bucket (DESIGN §1 "files in object storage";
 * docs/storage.md): objects `employees/<uuid>.jpg`, `isos/<uuid>.pdf`, `claims/<uuid>.pdf`, the same
 * names as in the local folder. Files stream both ways: a verified upload goes from its local temporary
 * file to one `PutObject` with its length (S3 stores an object whole or not at all, so an upload a
 * process did not finish leaves nothing in the bucket), and a download streams the object's body.
 * Uploads are received in `${tempRoot}/tmp` (STORAGE_DIR), swept of abandoned ones at start. A request
 * the bucket fails (unreachable, refused; not a missing object) throws a {@link FileStorageUnavailableError}
 * (503 "File storage is unavailable.").
 *
 * @throws at start when the bucket cannot be reached (HeadBucket), naming the bucket and the cause.
 */
export async function createS3Storage(settings: S3Settings, tempRoot: string, client: S3Client = s3Client(settings)): Promise<FileStorage> {
  const { bucket } = settings;
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new Error(`The S3 bucket "${bucket}" cannot be reached${settings.endpoint ? ` at ${settings.endpoint}` : ''} (${reason})`);
  }
  const { tempPath } = await uploadTempFolder(tempRoot);

  /** `request` to the bucket; a failure of it (not a missing object) becomes a {@link FileStorageUnavailableError}. */
  async function reaching<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw isMissing(error) ? error : new FileStorageUnavailableError(`${what} in the S3 bucket "${bucket}"`, error);
    }
  }

  return {
    tempPath,

    async adopt(temp, folder, extension) {
      const name = `${randomUUID()}${extension}`;
      const { size } = await fs.stat(temp);
      const key = keyOf({ folder, name });
      await reaching(`PutObject ${key}`, () => client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: createReadStream(temp), ContentLength: size })));
      await fs.rm(temp, { force: true });
      return name;
    },

    async write(ref, bytes) {
      const key = keyOf(ref);
      await reaching(`PutObject ${key}`, () => client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentLength: bytes.byteLength })));
    },

    async open(ref) {
      if (!isStoredName(ref.name)) return undefined;
      const key = keyOf(ref);
      try {
        const object = await reaching(`GetObject ${key}`, () => client.send(new GetObjectCommand({ Bucket: bucket, Key: key })));
        if (!(object.Body instanceof Readable) || object.ContentLength === undefined) throw new Error(`S3 answered GetObject ${keyOf(ref)} without a streamed body and length`);
        return { stream: object.Body, size: object.ContentLength, modifiedAt: object.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async remove(refs) {
      // DeleteObject succeeds for a missing key, so missing files are skipped as the interface says.
      await Promise.all(
        refs.map((ref) => {
          const key = keyOf(ref);
          return reaching(`DeleteObject ${key}`, () => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })));
        }),
      );
    },
  };
}
