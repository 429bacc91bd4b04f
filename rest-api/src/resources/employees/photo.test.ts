import fs from 'node:fs/promises';
import path from 'node:path';
import { avatarPng, encodePng } from '../../seed/png';
import { multipartBody } from '../../../testing/multipart';
import { bearer, createEmployee, createTestApp, signIn, type TestApp, type TestEmployee } from '../../../testing/test-app';

/*
 * Profile photos (spec §7 `PUT /setup/employees/profile/{id}` "an image field"; DESIGN §2; contract
 * "Employees") and their download `GET /setup/files/employees/{fileName}`: checked by content, size
 * capped (MAX_PHOTO_BYTES is lowered here), nothing left on disk when refused.
 */

const MAX_PHOTO_BYTES = 4096;
let t: TestApp;
let me: TestEmployee;
let mine: Record<string, string>;
let admin: Record<string, string>;
let other: Record<string, string>;
let folder: string;

beforeAll(async () => {
  t = await createTestApp({ MAX_PHOTO_BYTES: String(MAX_PHOTO_BYTES) });
  me = await createEmployee(t.database, { roles: ['Employee'] });
  mine = bearer(await signIn(t.app, me));
  admin = bearer(await signIn(t.app, await createEmployee(t.database, { roles: ['Admin'] })));
  other = bearer(await signIn(t.app, await createEmployee(t.database, { roles: ['Hod'] })));
  folder = path.join(t.config.storageDir, 'employees');
});

afterAll(async () => {
  await t?.close();
});

const stored = async () => (await fs.readdir(folder)).sort();
const leftovers = async () => fs.readdir(path.join(t.config.storageDir, 'tmp'));

function upload(id: string, headers: Record<string, string>, content: Buffer, filename = 'me.png', field = 'image') {
  const body = multipartBody([{ field, filename, contentType: 'image/png', content }]);
  return t.app.inject({ method: 'PUT', url: `/setup/employees/profile/${id}`, headers: { ...headers, ...body.headers }, payload: body.payload });
}

it('stores your photo under a generated name and serves it to signed-in users only', async () => {
  const png = avatarPng(32, [10, 120, 200]);
  const response = await upload(me.id, mine, png, '../../etc/passwd.png');
  expect(response.statusCode).toBe(200);
  const { photo, __v } = response.json();
  expect(photo).toMatch(/^[0-9a-f-]{36}\.png$/);
  expect(__v).toBe(0);
  expect(await stored()).toEqual([photo]);

  const served = await t.app.inject({ url: `/setup/files/employees/${photo}`, headers: other });
  expect(served.statusCode).toBe(200);
  expect(served.rawPayload.equals(png)).toBe(true);
  expect(served.headers).toMatchObject({
    'content-type': 'image/png',
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-cache',
    'content-disposition': `inline; filename="${photo}"`,
  });
  expect((await t.app.inject({ url: `/setup/files/employees/${photo}` })).statusCode).toBe(401);
});

it('replaces the photo and removes the old file; Admin may do it for anyone, others not (403)', async () => {
  const [before] = await stored();
  const response = await upload(
    me.id,
    admin,
    encodePng(8, 8, () => [255, 0, 0]),
  );
  expect(response.statusCode).toBe(200);
  expect(await stored()).toEqual([response.json().photo]);
  expect(response.json().photo).not.toBe(before);
  expect((await upload(me.id, other, avatarPng(8, [0, 0, 0]))).statusCode).toBe(403);
});

it.each([
  ['a text file named .png', Buffer.from('just text, not an image'), 'photo.png'],
  ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'photo.svg'],
  ['a PDF', Buffer.from('%PDF-1.4\n%%EOF\n'), 'photo.png'],
])('answers 415 for %s and keeps nothing', async (_, content, filename) => {
  const before = await stored();
  const response = await upload(me.id, mine, content, filename);
  expect(response.statusCode).toBe(415);
  expect(response.json()).toEqual({ message: expect.stringContaining('JPEG, PNG, WebP or GIF') });
  expect(await stored()).toEqual(before);
  expect(await leftovers()).toEqual([]);
});

it('answers 413 for a photo over MAX_PHOTO_BYTES and keeps nothing', async () => {
  const before = await stored();
  const noisy = encodePng(64, 64, (x, y) => [(x * 7919 + y * 104729) % 251, (x * y * 31) % 241, (x + y * 13) % 239]);
  expect(noisy.length).toBeGreaterThan(MAX_PHOTO_BYTES);
  const response = await upload(me.id, mine, noisy);
  expect(response.statusCode).toBe(413);
  expect(response.json()).toEqual({ message: expect.stringMatching(/at most/) });
  expect(await stored()).toEqual(before);
  expect(await leftovers()).toEqual([]);
});

it('answers 400 without an image part, 415 for a JSON body, 404 for a missing employee', async () => {
  expect((await upload(me.id, mine, avatarPng(8, [1, 2, 3]), 'a.png', 'photo')).statusCode).toBe(400);
  const json = await t.app.inject({ method: 'PUT', url: `/setup/employees/profile/${me.id}`, headers: mine, payload: { image: 'x' } });
  expect(json.statusCode).toBe(415);
  expect((await upload('00000000-0000-4000-8000-000000000000', admin, avatarPng(8, [1, 2, 3]))).statusCode).toBe(404);
});

it('answers 404 for a file name that is not a stored one', async () => {
  for (const name of ['..%2F..%2Fjwt-secret', 'nope.png', '00000000-0000-4000-8000-000000000000.png']) {
    expect((await t.app.inject({ url: `/setup/files/employees/${name}`, headers: mine })).statusCode).toBe(404);
  }
});

it('removes the photo file when the employee is deleted', async () => {
  const leaving = await createEmployee(t.database, { roles: ['Employee'] });
  const { photo } = (await upload(leaving.id, admin, avatarPng(8, [9, 9, 9]))).json();
  expect(await stored()).toContain(photo);
  expect((await t.app.inject({ method: 'DELETE', url: `/setup/employees/${leaving.id}`, headers: admin })).statusCode).toBe(200);
  expect(await stored()).not.toContain(photo);
});
