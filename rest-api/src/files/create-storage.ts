import type { Config } from '../config/config';
import { createS3Storage } from './s3-storage';
import { createLocalStorage, type FileStorage } from './storage';

/**
 * The configured file store (DESIGN §1; docs/storage.md): the S3-compatible bucket `S3_BUCKET` when set,
 * otherwise the local folder `STORAGE_DIR`. Uploads are received under `STORAGE_DIR/tmp` in both cases.
 *
 * @throws when the folder cannot be created or the bucket cannot be reached.
 */
export async function createStorage(config: Pick<Config, 'storageDir' | 's3'>): Promise<FileStorage> {
  return config.s3 ? createS3Storage(config.s3, config.storageDir) : createLocalStorage(config.storageDir);
}
