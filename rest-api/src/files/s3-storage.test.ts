import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import fs from 'node:fs/promises';
import path from 'node:path';
import { connect } from 'node:net';
import { simplePdf } from '../seed/pdf';
import { multipartBody } from '../../testing/multipart';
import { startTestS3Server, type TestS3Server } from '../../testing/s3-server';
import { bearer, createEmployee, createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { s3Client } from './s3-storage';
import { FILE_STORAGE_UNAVAILABLE } from './storage-unavailable';

/*
 * Files in an S3-compatible bucket (DESIGN §1; docs/storage.md): with S3_BUCKET set, the rest-api keeps
 * ISO documents (and photos, receipts: the same store) in the bucket, streams them back, deletes them
 * with their record, and leaves nothing in the bucket or the local folder for a refused upload.
 */

let s3: TestS3Server;
let t: TestApp;
let gvr: Record<string, string>;

beforeAll(async () => {
  s3 = await startTestS3Server();
  t = await createTestApp(s3.env);
  gvr = bearer(await signIn(t.app, await createEmployee(t.database, { roles: ['Gvr'] })));
});

afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const client = () => s3Client({ bucket: s3.bucket, endpoint: s3.endpoint, forcePathStyle: true });
const keys = async () => ((await client().send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((object) => object.Key).sort();
const localFiles = async () => (await fs.readdir(t.config.storageDir, { recursive: true })).filter((name) => name !== 'tmp');

function attach(isoId: string, filename: string, contentType: string, content: Buffer) {
  const body = multipartBody([{ field: 'files', filename, contentType, content }]);
  return t.app.inject({ method: 'POST', url: `/setup/isos/${isoId}/files`, headers: { ...gvr, ...body.headers }, payload: body.payload });
}

it('keeps an ISO document in the bucket, not on disk, streams it back whole and deletes it with its record', async () => {
  const isoId = (await t.app.inject({ method: 'POST', url: '/setup/isos/create', headers: gvr, payload: { name: 'Quality Manual', code: 'ISO 9001:2015' } })).json()._id;
  const pdf = simplePdf(['Quality Manual', 'Revision 4']);
  const attached = await attach(isoId, 'Quality Manual.pdf', 'application/pdf', pdf);
  expect(attached.statusCode).toBe(201);
  const [document] = attached.json().documents;
  expect(await keys()).toEqual([`isos/${document.fileName}`]);
  expect(await localFiles()).toEqual([]);

  const download = await t.app.inject({ url: `/setup/isos/file/${document._id}`, headers: gvr });
  expect(download.statusCode).toBe(200);
  expect(download.headers['content-type']).toBe('application/pdf');
  expect(Number(download.headers['content-length'])).toBe(pdf.length);
  expect(download.rawPayload.equals(pdf)).toBe(true);

  expect((await t.app.inject({ method: 'DELETE', url: `/setup/isos/${isoId}`, headers: gvr })).statusCode).toBe(200);
  expect(await keys()).toEqual([]);
});

it('stores nothing for a refused upload (415), in the bucket or the temporary folder', async () => {
  const isoId = (await t.app.inject({ method: 'POST', url: '/setup/isos/create', headers: gvr, payload: { name: 'Safety', code: 'ISO 45001' } })).json()._id;
  const refused = await attach(isoId, 'tool.exe', 'application/octet-stream', Buffer.from('MZ\x90\x00 not a document'));
  expect(refused.statusCode).toBe(415);
  expect(await keys()).toEqual([]);
  expect(await fs.readdir(path.join(t.config.storageDir, 'tmp'))).toEqual([]);
});

it('puts nothing in the bucket for an upload cut off midway: a file is stored only once received whole and checked', async () => {
  const isoId = (await t.app.inject({ method: 'POST', url: '/setup/isos/create', headers: gvr, payload: { name: 'Environment', code: 'ISO 14001' } })).json()._id;
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const body = multipartBody([
    { field: 'files', filename: 'big.pdf', contentType: 'application/pdf', content: Buffer.concat([simplePdf(['Big']), Buffer.alloc(2 * 1024 * 1024, 0x20)]) },
  ]);
  const socket = connect(Number(new URL(address).port), '127.0.0.1');
  socket.on('error', () => undefined);
  const head = [
    `POST /setup/isos/${isoId}/files HTTP/1.1`,
    'Host: 127.0.0.1',
    `Authorization: ${gvr.authorization}`,
    `Content-Type: ${body.headers['content-type']}`,
    `Content-Length: ${body.payload.length}`,
  ];
  socket.write(`${head.join('\r\n')}\r\n\r\n`);
  socket.write(body.payload.subarray(0, body.payload.length / 2));
  // Cut once the server is receiving the file (its temporary file exists), not after a fixed pause.
  const tmp = path.join(t.config.storageDir, 'tmp');
  for (let i = 0; i < 200 && (await fs.readdir(tmp)).length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
  expect((await fs.readdir(tmp)).length).toBe(1);
  socket.destroy();
  // The server notices the cut, removes its temporary file and answers nobody.
  for (let i = 0; i < 50 && (await fs.readdir(path.join(t.config.storageDir, 'tmp'))).length > 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await fs.readdir(path.join(t.config.storageDir, 'tmp'))).toEqual([]);
  expect(await keys()).toEqual([]);
  expect((await t.app.inject({ url: `/setup/isos/${isoId}`, headers: gvr })).json().documents).toEqual([]);
});

describe('with the bucket down', () => {
  let down: TestS3Server;
  let app: TestApp;
  let who: Record<string, string>;
  let stopped = false;

  beforeAll(async () => {
    down = await startTestS3Server();
    app = await createTestApp(down.env);
    who = bearer(await signIn(app.app, await createEmployee(app.database, { roles: ['Gvr'] })));
  });

  afterAll(async () => {
    await app?.close();
    if (!stopped) await down?.close();
  });

  it('answers 503 "File storage is unavailable" for a download and an upload, not the database message', async () => {
    const isoId = (await app.app.inject({ method: 'POST', url: '/setup/isos/create', headers: who, payload: { name: 'Quality Manual', code: 'ISO 9001' } })).json()._id;
    const body = multipartBody([{ field: 'files', filename: 'manual.pdf', contentType: 'application/pdf', content: simplePdf(['Manual']) }]);
    const attached = await app.app.inject({ method: 'POST', url: `/setup/isos/${isoId}/files`, headers: { ...who, ...body.headers }, payload: body.payload });
    expect(attached.statusCode).toBe(201);
    const [document] = attached.json().documents;

    await down.close();
    stopped = true;
    const download = await app.app.inject({ url: `/setup/isos/file/${document._id}`, headers: who });
    expect({ status: download.statusCode, body: download.json() }).toEqual({ status: 503, body: { message: FILE_STORAGE_UNAVAILABLE } });
    const again = multipartBody([{ field: 'files', filename: 'other.pdf', contentType: 'application/pdf', content: simplePdf(['Other']) }]);
    const upload = await app.app.inject({ method: 'POST', url: `/setup/isos/${isoId}/files`, headers: { ...who, ...again.headers }, payload: again.payload });
    expect({ status: upload.statusCode, body: upload.json() }).toEqual({ status: 503, body: { message: FILE_STORAGE_UNAVAILABLE } });
    // The database is up: records still read.
    expect((await app.app.inject({ url: `/setup/isos/${isoId}`, headers: who })).statusCode).toBe(200);
  });
});
