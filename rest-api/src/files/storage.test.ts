import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ABANDONED_UPLOAD_AGE_MS, createLocalStorage } from './storage';

/* Uploads a killed process left half-received in tmp/ are removed when a rest-api starts (issue 8). */

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
