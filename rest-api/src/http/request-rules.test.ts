import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { avatarPng } from '../seed/png';
import { multipartBody } from '../../testing/multipart';
import { bearer, createEmployee, createTestApp, signIn, type TestApp, type TestEmployee } from '../../testing/test-app';
import { NUL_NOT_ALLOWED } from './nul-characters';

/*
 * Rules every request meets (DESIGN §2 "never a 500 for bad input", contract "Common rules"): NUL
 * characters are a 400 naming the field, JSON answers are never cached, and a request must arrive within
 * REQUEST_TIMEOUT_MS.
 */

let t: TestApp;
let admin: TestEmployee;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createEmployee(t.database, { roles: ['Admin'] });
  token = await signIn(t.app, admin);
});

afterAll(async () => {
  await t?.close();
});

describe('NUL characters', () => {
  it.each([
    ['a query-string value', '/setup/grades/?search=%00', 'search'],
    ['a query-string value of the employees list', '/setup/employees/?search=a%00b', 'search'],
    ['a route parameter', '/setup/grades/%00', 'id'],
  ])('answers 400 for one in %s', async (_, url, field) => {
    const response = await t.app.inject({ url, headers: bearer(token) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: NUL_NOT_ALLOWED, errors: [{ field, message: 'Must not contain NUL characters' }] });
  });

  it('answers 400 for one in a JSON body, at any depth, naming each field', async () => {
    const flat = await t.app.inject({ method: 'POST', url: '/setup/grades/create', headers: bearer(token), payload: { name: 'a\u0000b' } });
    expect(flat.statusCode).toBe(400);
    expect(flat.json()).toEqual({ message: NUL_NOT_ALLOWED, errors: [{ field: 'name', message: 'Must not contain NUL characters' }] });

    const nested = await t.app.inject({
      method: 'POST',
      url: '/setup/grades/create',
      headers: bearer(token),
      payload: { name: 'fine', description: 'x\u0000', extra: [{ deep: { 'k\u0000': 'y' } }] },
    });
    expect(nested.statusCode).toBe(400);
    expect(
      nested
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['description', 'extra.0.deep.k\\0']);
  });

  it('answers 400 on the routes without a token too (sign-in), and nothing was created', async () => {
    const signInNul = await t.app.inject({ method: 'POST', url: '/setup/employees/authenticate', payload: { email: admin.email, password: 'x\u0000' } });
    expect(signInNul.statusCode).toBe(400);
    expect(signInNul.json().errors).toEqual([{ field: 'password', message: 'Must not contain NUL characters' }]);
    const grades = await t.app.inject({ url: '/setup/grades/all', headers: bearer(token) });
    expect(grades.json()).toEqual([]);
  });

  it('copes with a body nested deeper than the call stack', async () => {
    const deep = '['.repeat(200_000) + '"\u0000"' + ']'.repeat(200_000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/setup/grades/create',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: deep.replace('\u0000', '\\u0000'),
    });
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('Cache-Control', () => {
  it('is no-store on JSON answers: sign-in, records, lists, errors and 404s', async () => {
    const signedIn = await t.app.inject({ method: 'POST', url: '/setup/employees/authenticate', payload: { email: admin.email, password: admin.password } });
    expect(signedIn.statusCode).toBe(200);
    const answers = [
      signedIn,
      await t.app.inject({ method: 'POST', url: '/setup/employees/authenticate', payload: { email: admin.email, password: 'wrong' } }),
      await t.app.inject({ url: `/setup/employees/${admin.id}`, headers: bearer(token) }),
      await t.app.inject({ url: '/setup/grades/?page=1', headers: bearer(token) }),
      await t.app.inject({ url: '/setup/grades/all' }),
      await t.app.inject({ url: '/setup/nowhere' }),
      await t.app.inject({ url: '/healthz' }),
    ];
    for (const answer of answers) {
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('leaves a file download its own (private) caching', async () => {
    const body = multipartBody([{ field: 'image', filename: 'me.png', contentType: 'image/png', content: avatarPng(16, [200, 10, 10]) }]);
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: `/setup/employees/profile/${admin.id}`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.headers['cache-control']).toBe('no-store');
    const photo = await t.app.inject({ url: `/setup/files/employees/${uploaded.json().photo}`, headers: bearer(token) });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('request time (REQUEST_TIMEOUT_MS)', () => {
  let slow: TestApp;
  let port: number;

  beforeAll(async () => {
    slow = await createTestApp({ REQUEST_TIMEOUT_MS: '1000' });
    await slow.app.listen({ port: 0, host: '127.0.0.1' });
    port = (slow.app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await slow?.close();
  });

  it('cuts a request whose body trickles in: 408 and the connection closed, well within the limit', async () => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
    const started = Date.now();
    socket.write('POST /setup/employees/authenticate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":');
    // One byte every 200 ms: the body would need 200 s.
    const trickle = setInterval(() => socket.writable && socket.write(' '), 200);
    const end = await closed;
    clearInterval(trickle);
    expect(end - started).toBeLessThan(5000);
    expect(Buffer.concat(received).toString('latin1')).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('still serves requests that arrive in time', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
  });
});
