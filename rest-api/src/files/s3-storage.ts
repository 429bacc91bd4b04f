import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { S3Settings } from '../config/config';
import { type FileStorage, isStoredName, STORAGE_FOLDERS, type StoredFileRef, uploadTempFolder } from './storage';

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
 * Uploads are received in `${tempRoot}/tmp` (STORAGE_DIR), swept of abandoned ones at start.
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

  return {
    tempPath,

    async adopt(temp, folder, extension) {
      const name = `${randomUUID()}${extension}`;
      const { size } = await fs.stat(temp);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: keyOf({ folder, name }), Body: createReadStream(temp), ContentLength: size }));
      await fs.rm(temp, { force: true });
      return name;
    },

    async write(ref, bytes) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: keyOf(ref), Body: bytes, ContentLength: bytes.byteLength }));
    },

    async open(ref) {
      if (!isStoredName(ref.name)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(ref) }));
        if (!(object.Body instanceof Readable) || object.ContentLength === undefined) throw new Error(`S3 answered GetObject ${keyOf(ref)} without a streamed body and length`);
        return { stream: object.Body, size: object.ContentLength, modifiedAt: object.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async remove(refs) {
      // DeleteObject succeeds for a missing key, so missing files are skipped as the interface says.
      await Promise.all(refs.map((ref) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(ref) }))));
    },
  };
}
