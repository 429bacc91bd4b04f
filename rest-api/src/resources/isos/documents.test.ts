import fs from 'node:fs/promises';
import path from 'node:path';
import { simplePdf } from '../../seed/pdf';
import { avatarPng } from '../../seed/png';
import { multipartBody, type FilePart } from '../../../testing/multipart';
import { bearer, createEmployee, createTestApp, signIn, type TestApp } from '../../../testing/test-app';

/*
 * ISO documents (spec §7 "DELETE /setup/isos/file/{id}"; DESIGN §2; contract "ISO documents"): attached
 * by multipart, listed on the record, downloaded by an authorized GET, deleted; checked by content and
 * size capped (MAX_DOCUMENT_BYTES is lowered here), nothing left on disk when refused.
 */

const MAX_DOCUMENT_BYTES = 2048;
let t: TestApp;
let gvr: Record<string, string>;
let reader: Record<string, string>;
let isoId: string;
let folder: string;

beforeAll(async () => {
  t = await createTestApp({ MAX_DOCUMENT_BYTES: String(MAX_DOCUMENT_BYTES) });
  gvr = bearer(await signIn(t.app, await createEmployee(t.database, { roles: ['Gvr'] })));
  reader = bearer(await signIn(t.app, await createEmployee(t.database, { roles: ['Finance'] })));
  isoId = (await t.app.inject({ method: 'POST', url: '/setup/isos/create', headers: gvr, payload: { name: 'Quality Manual', code: 'ISO 9001:2015' } })).json()._id;
  folder = path.join(t.config.storageDir, 'isos');
});

afterAll(async () => {
  await t?.close();
});

const stored = async () => (await fs.readdir(folder)).sort();
const leftovers = async () => fs.readdir(path.join(t.config.storageDir, 'tmp'));

function attach(parts: FilePart[], headers = gvr, id = isoId) {
  const body = multipartBody(parts);
  return t.app.inject({ method: 'POST', url: `/setup/isos/${id}/files`, headers: { ...headers, ...body.headers }, payload: body.payload });
}

const pdf = simplePdf(['Quality Manual', 'Revision 4']);
const text = Buffer.from('Revision 4 — scope extended.\n', 'utf8');

it('attaches several documents (201) and lists them on the record', async () => {
  const response = await attach([
    { field: 'files', filename: 'Quality Manual.pdf', contentType: 'application/pdf', content: pdf },
    { field: 'files', filename: 'C:\\Users\\me\\Révision history.txt', contentType: 'text/plain', content: text },
  ]);
  expect(response.statusCode).toBe(201);
  const documents = response.json().documents;
  expect(documents).toEqual([
    {
      _id: expect.any(String),
      fileName: expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/),
      originalName: 'Quality Manual.pdf',
      mimeType: 'application/pdf',
      size: pdf.length,
      uploadedAt: expect.any(String),
    },
    {
      _id: expect.any(String),
      fileName: expect.stringMatching(/\.txt$/),
      originalName: 'Révision history.txt',
      mimeType: 'text/plain; charset=utf-8',
      size: text.length,
      uploadedAt: expect.any(String),
    },
  ]);
  expect(await stored()).toEqual(documents.map((d: { fileName: string }) => d.fileName).sort());
  expect((await t.app.inject({ url: `/setup/isos/${isoId}`, headers: reader })).json().documents).toEqual(documents);
});

it('serves a document to any signed-in user as an attachment with its original name', async () => {
  const [first, second] = (await t.app.inject({ url: `/setup/isos/${isoId}`, headers: reader })).json().documents;
  const response = await t.app.inject({ url: `/setup/isos/file/${first._id}`, headers: reader });
  expect(response.statusCode).toBe(200);
  expect(response.rawPayload.equals(pdf)).toBe(true);
  expect(response.headers).toMatchObject({
    'content-type': 'application/pdf',
    'content-disposition': 'attachment; filename="Quality Manual.pdf"',
    'x-content-type-options': 'nosniff',
  });
  const accented = await t.app.inject({ url: `/setup/isos/file/${second._id}`, headers: reader });
  expect(accented.headers['content-disposition']).toBe(`attachment; filename="R_vision history.txt"; filename*=UTF-8''R%C3%A9vision%20history.txt`);
  expect((await t.app.inject({ url: `/setup/isos/file/${first._id}` })).statusCode).toBe(401);
  expect((await t.app.inject({ url: '/setup/isos/file/00000000-0000-4000-8000-000000000000', headers: reader })).statusCode).toBe(404);
});

it.each([
  ['a program', 'setup.exe', Buffer.from('MZ\x90\x00\x03\x00\x00\x00 this is not a document', 'latin1')],
  ['text pretending to be a PDF', 'fake.pdf', Buffer.from('not really a pdf')],
  ['binary named .txt', 'notes.txt', Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe])],
  ['an SVG', 'logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
])('answers 415 for %s, keeping nothing (not even the good files sent with it)', async (_, filename, content) => {
  const before = await stored();
  const response = await attach([
    { field: 'files', filename: 'ok.pdf', content: pdf },
    { field: 'files', filename, content },
  ]);
  expect(response.statusCode).toBe(415);
  expect(response.json().message).toContain(filename);
  expect(await stored()).toEqual(before);
  expect(await leftovers()).toEqual([]);
});

it('answers 413 for a document over MAX_DOCUMENT_BYTES, keeping nothing', async () => {
  const before = await stored();
  const response = await attach([{ field: 'files', filename: 'big.txt', content: Buffer.alloc(MAX_DOCUMENT_BYTES + 1, 'a') }]);
  expect(response.statusCode).toBe(413);
  expect(await stored()).toEqual(before);
  expect(await leftovers()).toEqual([]);
});

it('answers 400 without files, 404 for a missing record, 403 for a reader', async () => {
  expect((await attach([{ field: 'other', filename: 'a.png', content: avatarPng(4, [0, 0, 0]) }])).statusCode).toBe(400);
  const missing = await attach([{ field: 'files', filename: 'a.pdf', content: pdf }], gvr, '00000000-0000-4000-8000-000000000000');
  expect(missing.statusCode).toBe(404);
  expect((await attach([{ field: 'files', filename: 'a.pdf', content: pdf }], reader)).statusCode).toBe(403);
  expect(await leftovers()).toEqual([]);
});

it('deletes a document (200 with the record without it) and its file; 404 after', async () => {
  const [first] = (await t.app.inject({ url: `/setup/isos/${isoId}`, headers: reader })).json().documents;
  expect((await t.app.inject({ method: 'DELETE', url: `/setup/isos/file/${first._id}`, headers: reader })).statusCode).toBe(403);
  const response = await t.app.inject({ method: 'DELETE', url: `/setup/isos/file/${first._id}`, headers: gvr });
  expect(response.statusCode).toBe(200);
  expect(response.json().documents.map((d: { _id: string }) => d._id)).not.toContain(first._id);
  expect(await stored()).not.toContain(first.fileName);
  expect((await t.app.inject({ method: 'DELETE', url: `/setup/isos/file/${first._id}`, headers: gvr })).statusCode).toBe(404);
});

it('deletes the files with the ISO record', async () => {
  expect((await stored()).length).toBeGreaterThan(0);
  expect((await t.app.inject({ method: 'DELETE', url: `/setup/isos/${isoId}`, headers: gvr })).statusCode).toBe(200);
  expect(await stored()).toEqual([]);
});
