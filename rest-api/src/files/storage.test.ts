import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestS3Server } from '../../testing/s3-server';
import { createS3Storage } from './s3-storage';
import { FileStorageUnavailableError } from './storage-unavailable';
import { ABANDONED_UPLOAD_AGE_MS, createLocalStorage, type FileStorage, isStoredName, type StoredFileRef } from './storage';

/* Uploads a killed process left half-received in tmp/ are removed when a rest-api starts (reliability/README.md). */

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'storage-test-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

it('removes abandoned uploads at start, and keeps recent ones and other files', async () => {
  const first = await createLocalStorage(root);
  const abandoned = first.tempPath();
  const recent = first.tempPath();
  await writeFile(abandoned, 'half an upload');
  await writeFile(recent, 'an upload in progress');
  await writeFile(path.join(root, 'tmp', 'notes.txt'), 'not an upload');
  const old = new Date(Date.now() - ABANDONED_UPLOAD_AGE_MS - 60_000);
  await utimes(abandoned, old, old);

  await createLocalStorage(root);

  expect((await readdir(path.join(root, 'tmp'))).sort()).toEqual([path.basename(recent), 'notes.txt'].sort());
});

/*
 * The file store's contract (DESIGN §1; docs/storage.md), run against both back ends: the local folder
 * and an S3-compatible bucket (s3rver on loopback, started here).
 */
describe.each([
  ['the local folder', async (dir: string) => ({ storage: await createLocalStorage(dir), close: async () => undefined })],
  [
    'an S3 bucket',
    async (dir: string) => {
      const s3 = await startTestS3Server();
      const storage = await createS3Storage({ bucket: s3.bucket, endpoint: s3.endpoint, forcePathStyle: true }, dir);
      return { storage, close: () => s3.close() };
    },
  ],
])('file store in %s', (_name, open) => {
  let storage: FileStorage;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ storage, close } = await open(root));
  });

  afterEach(async () => {
    await close();
  });

  const read = async (ref: StoredFileRef) => {
    const file = await storage.open(ref);
    if (!file) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    return { size: file.size, bytes: Buffer.concat(chunks) };
  };

  it('stores a received upload under a generated name, streams it back whole, and the temporary file is gone', async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    const temp = storage.tempPath();
    await writeFile(temp, bytes);
    const name = await storage.adopt(temp, 'isos', '.pdf');
    expect(isStoredName(name)).toBe(true);
    expect(name.endsWith('.pdf')).toBe(true);
    const back = await read({ folder: 'isos', name });
    expect(back?.size).toBe(bytes.length);
    expect(back?.bytes.equals(bytes)).toBe(true);
    expect(await readdir(path.join(root, 'tmp'))).toEqual([]);
  });

  it('writes fixed names (the seed), keeps folders apart, and removes files, skipping missing ones', async () => {
    const ref: StoredFileRef = { folder: 'employees', name: '00000000-0000-4000-8000-000000000001.png' };
    await storage.write(ref, Buffer.from('a photo'));
    expect((await read(ref))?.bytes.toString()).toBe('a photo');
    expect(await storage.open({ folder: 'claims', name: ref.name })).toBeUndefined();
    const missing: StoredFileRef = { folder: 'claims', name: '00000000-0000-4000-8000-000000000002.pdf' };
    await storage.remove([ref, missing]);
    expect(await storage.open(ref)).toBeUndefined();
  });

  it('answers undefined for a name that is not a stored name, and refuses to write one', async () => {
    expect(await storage.open({ folder: 'isos', name: '../../etc/passwd' })).toBeUndefined();
    await expect(storage.write({ folder: 'isos', name: '../x.pdf' }, Buffer.from('x'))).rejects.toThrow('Not a stored file name');
  });
});

it('turns a failure of the local file system into FileStorageUnavailableError (503), a missing file still undefined', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'storage-broken-'));
  try {
    const storage = await createLocalStorage(root);
    // A file where the folder should be: every operation in it fails with ENOTDIR, as a broken disk would.
    await rm(path.join(root, 'claims'), { recursive: true, force: true });
    await writeFile(path.join(root, 'claims'), 'not a folder');
    const ref: StoredFileRef = { folder: 'claims', name: '00000000-0000-4000-8000-000000000003.pdf' };
    await expect(storage.write(ref, Buffer.from('x'))).rejects.toBeInstanceOf(FileStorageUnavailableError);
    await expect(storage.open(ref)).rejects.toBeInstanceOf(FileStorageUnavailableError);
    const temp = storage.tempPath();
    await writeFile(temp, 'a receipt');
    await expect(storage.adopt(temp, 'claims', '.pdf')).rejects.toBeInstanceOf(FileStorageUnavailableError);
    expect(await storage.open({ folder: 'isos', name: ref.name })).toBeUndefined();
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

it('refuses to start on a bucket it cannot reach, naming the bucket', async () => {
  const s3 = await startTestS3Server();
  try {
    await expect(createS3Storage({ bucket: 'no-such-bucket', endpoint: s3.endpoint, forcePathStyle: true }, root)).rejects.toThrow(
      /S3 bucket "no-such-bucket" cannot be reached at http:\/\/127\.0\.0\.1:\d+/,
    );
  } finally {
    await s3.close();
  }
});
