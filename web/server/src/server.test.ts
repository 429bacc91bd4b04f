/**
 * @jest-environment node
 *
 * The web front server (DESIGN §1: `npm start` serves the built web from one origin with security
 * headers): a build of its own in a temporary folder, beside a folder holding a "secret" that must
 * never be served; a real HTTP server standing in for the gateway that records what reaches it.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { loadFrontConfig } from './config.ts';
import { API_CONNECTIONS } from './gatewayProxy.ts';
import { MissingBuildError } from './staticSite.ts';
import { buildFrontServer } from './server.ts';

const SECRET = 'jwt-secret-that-must-never-leave-the-data-folder';
const INDEX = '<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>';

interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  bytes: number;
}

/** A stand-in for the gateway: records each request (its body only counted) and answers JSON with a CSP of its own. */
async function startUpstream(): Promise<{ url: string; seen: Recorded[]; close: () => Promise<void> }> {
  const seen: Recorded[] = [];
  const server = http.createServer((request, response) => {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, bytes });
      if (request.url === '/graphql/stream') {
        // A live stream: held open, as the gateway holds a subscription.
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write(': stream open\n\n');
        return;
      }
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-security-policy': "default-src * 'unsafe-inline'",
        'x-frame-options': 'SAMEORIGIN',
        'cache-control': 'public, max-age=600',
      });
      response.end(JSON.stringify({ data: { received: bytes } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** An HTTP request with the path sent exactly as given (fetch would normalise `/../` and `%2e%2e`). */
function raw(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: Buffer | string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: target, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

const silent = new Writable({ write: (_chunk, _encoding, done) => done() });

let folder: string;
let distDir: string;
let upstream: Awaited<ReturnType<typeof startUpstream>>;
let app: FastifyInstance;
let port: number;

/**
 * The front server's REQUEST_TIMEOUT_MS here: short, so the slow-request tests end quickly, yet long
 * enough for the 21 MB upload on a busy machine (at 1.5 s it was cut with 408 while other tests ran).
 */
const REQUEST_LIMIT_MS = 4000;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'front-server-'));
  distDir = path.join(folder, 'web', 'dist');
  mkdirSync(path.join(distDir, 'assets'), { recursive: true });
  writeFileSync(path.join(distDir, 'index.html'), INDEX);
  writeFileSync(path.join(distDir, 'assets', 'index-AbC123.js'), 'console.log("app")');
  writeFileSync(path.join(distDir, '.env'), `JWT_SECRET=${SECRET}`);
  mkdirSync(path.join(folder, 'data'));
  writeFileSync(path.join(folder, 'data', 'jwt-secret'), SECRET);
  writeFileSync(path.join(folder, 'web', 'package.json'), SECRET);
  upstream = await startUpstream();
  app = await buildFrontServer(loadFrontConfig({ GATEWAY_URL: upstream.url, REQUEST_TIMEOUT_MS: String(REQUEST_LIMIT_MS), LOG_LEVEL: 'silent' }), {
    distDir,
    logDestination: silent,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app?.close();
  await upstream?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the built web (DESIGN §1)', () => {
  it('serves index.html at / and for every page of the client, revalidated on each use', async () => {
    for (const target of [
      '/',
      '/index.html',
      '/setup/grades',
      '/setup/employees/4f1c2a9e-0b1d-4c2e-9f0a-1b2c3d4e5f60',
      '/account/reset-password?token=abc.def',
      '/visit-reports/calendar/',
      '/pages-profile',
    ]) {
      const answer = await raw(port, 'GET', target);
      expect({ target, status: answer.status, body: answer.body }).toEqual({ target, status: 200, body: INDEX });
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
    expect((await raw(port, 'HEAD', '/setup/grades')).status).toBe(200);
  });

  it('serves the hashed assets with a year-long immutable cache', async () => {
    const answer = await raw(port, 'GET', '/assets/index-AbC123.js');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('console.log("app")');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for anything that is not a file of the build or a page of the client', async () => {
    const targets = [
      `/@fs${folder}/data/jwt-secret`,
      `/@fs${folder}/data/jwt-secret?raw`,
      '/data/jwt-secret',
      '/../data/jwt-secret',
      '/../../data/jwt-secret',
      '/%2e%2e/data/jwt-secret',
      '/%2E%2E/%2E%2E/data/jwt-secret',
      '/assets/..%2f..%2fdata/jwt-secret',
      '/assets/../../data/jwt-secret',
      '/setup/..%2f..%2fdata/jwt-secret',
      '/setup/../../data/jwt-secret',
      '/src/main.tsx',
      '/package.json',
      '/../package.json',
      '/.env',
      '/assets/missing-Xyz.js',
      '/setup/grades.json',
      '/@vite/client',
      '/node_modules/react/package.json',
      '/unknown-area',
      '//data/jwt-secret',
    ];
    for (const target of targets) {
      const answer = await raw(port, 'GET', target);
      expect({ target, status: answer.status }).toEqual({ target, status: 404 });
      expect(answer.body).not.toContain(SECRET);
      expect(answer.body).not.toContain('<div id="root">');
    }
    expect((await raw(port, 'POST', '/setup/grades', { 'content-type': 'text/plain' }, 'x')).status).toBe(404);
  });

  it('answers a browser opening a plain address that is no page 404 with index.html (the client\'s "Page not found"), and never a file', async () => {
    const browser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    for (const target of ['/no/such/page', '/data/jwt-secret', '/unknown-area']) {
      const answer = await raw(port, 'GET', target, browser);
      expect({ target, status: answer.status, body: answer.body }).toEqual({ target, status: 404, body: INDEX });
    }
    for (const target of [`/@fs${folder}/data/jwt-secret`, '/../data/jwt-secret', '/%2e%2e/data/jwt-secret', '/src/main.tsx', '/package.json', '/assets/missing-Xyz.js']) {
      const answer = await raw(port, 'GET', target, browser);
      expect({ target, status: answer.status, body: answer.body }).toEqual({ target, status: 404, body: 'Not found.' });
    }
  });
});

describe('security headers on every answer (DESIGN §1)', () => {
  const expectSecurityHeaders = (headers: IncomingHttpHeaders) => {
    const csp = String(headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
      "script-src 'self'",
      "img-src 'self' data: blob:",
      "style-src 'self' 'unsafe-inline'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-frame-options']).toBe('DENY');
    // Plain HTTP: no HSTS.
    expect(headers['strict-transport-security']).toBeUndefined();
  };

  it("on pages, assets, 404s and proxied GraphQL answers (the gateway's own policy replaced)", async () => {
    for (const [method, target] of [
      ['GET', '/'],
      ['GET', '/setup/grades'],
      ['GET', '/assets/index-AbC123.js'],
      ['GET', '/data/jwt-secret'],
      ['POST', '/graphql'],
      ['GET', '/files/employees/photo.png'],
    ] as const) {
      const answer = await raw(port, method, target, { 'content-type': 'application/json' }, method === 'POST' ? '{"query":"{a}"}' : undefined);
      expectSecurityHeaders(answer.headers);
    }
  });
});

describe('the gateway behind /graphql and /files (DESIGN §1, §3)', () => {
  it("passes GraphQL requests on with the socket's address as X-Forwarded-For, never the client's", async () => {
    const before = upstream.seen.length;
    const answer = await raw(
      port,
      'POST',
      '/graphql',
      {
        'content-type': 'application/json',
        authorization: 'Bearer t0ken',
        'x-forwarded-for': '203.0.113.7, 198.51.100.1',
        forwarded: 'for=203.0.113.7',
        'x-real-ip': '203.0.113.7',
        'x-forwarded-proto': 'https',
        'x-request-id': 'chosen-by-client',
      },
      '{"query":"{ me { id } }"}',
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ data: { received: Buffer.byteLength('{"query":"{ me { id } }"}') } });
    expect(answer.headers['cache-control']).toBe('no-store');
    const received = upstream.seen.slice(before);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.url).toBe('/graphql');
    expect(request?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(request?.headers.forwarded).toBeUndefined();
    expect(request?.headers['x-real-ip']).toBeUndefined();
    expect(request?.headers['x-forwarded-proto']).toBe('http');
    expect(request?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // The answer names the id the servers logged it under (not the client's choice).
    expect(answer.headers['x-request-id']).toBe(request?.headers['x-request-id']);
    expect(request?.headers.authorization).toBe('Bearer t0ken');
  });

  it('behind a TRUST_PROXY load balancer, passes the client address it found as X-Forwarded-For (one address, never a spoofed one)', async () => {
    const behind = await buildFrontServer(loadFrontConfig({ GATEWAY_URL: upstream.url, TRUST_PROXY: '127.0.0.1,::1', LOG_LEVEL: 'silent' }), { distDir, logDestination: silent });
    try {
      await behind.listen({ port: 0, host: '127.0.0.1' });
      const behindPort = (behind.server.address() as AddressInfo).port;
      const before = upstream.seen.length;
      // The load balancer (this test, at 127.0.0.1) appends the client it saw to what the client wrote.
      const headers = { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7, 198.51.100.20', 'x-forwarded-proto': 'https' };
      expect((await raw(behindPort, 'POST', '/graphql', headers, '{"query":"{a}"}')).status).toBe(200);
      // Without TRUST_PROXY the same request is the load balancer's address.
      expect((await raw(port, 'POST', '/graphql', headers, '{"query":"{a}"}')).status).toBe(200);
      const [trusted, untrusted] = upstream.seen.slice(before);
      expect(trusted?.headers['x-forwarded-for']).toBe('198.51.100.20');
      expect(trusted?.headers['x-forwarded-proto']).toBe('https');
      expect(untrusted?.headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(untrusted?.headers['x-forwarded-proto']).toBe('http');
    } finally {
      await behind.close();
    }
  });

  it('keeps GraphQL calls answering while more live streams are open than the API pool has connections (DESIGN §1)', async () => {
    let ended = 0;
    const streams = await Promise.all(
      Array.from(
        { length: API_CONNECTIONS + 8 },
        () =>
          new Promise<http.ClientRequest>((resolve, reject) => {
            const request = http.request(
              { host: '127.0.0.1', port, method: 'POST', path: '/graphql/stream', agent: false, headers: { 'content-type': 'application/json', accept: 'text/event-stream' } },
              (response) => {
                response.once('close', () => (ended += 1));
                response.once('data', () => resolve(request));
              },
            );
            request.on('error', reject);
            request.end('{"query":"subscription { notificationAdded { id } }"}');
          }),
      ),
    );
    try {
      const answer = await raw(port, 'POST', '/graphql', { 'content-type': 'application/json' }, '{"query":"{ __typename }"}');
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ data: { received: 26 } });
      // Answered while every stream stayed open (not once the streams' time limit freed their connections).
      expect(ended).toBe(0);
    } finally {
      for (const stream of streams) stream.destroy();
    }
  });

  it('passes GraphQL GET requests with their query string', async () => {
    const before = upstream.seen.length;
    const answer = await raw(port, 'GET', '/graphql?query=%7B__typename%7D', { accept: 'application/graphql-response+json' });
    expect(answer.status).toBe(200);
    expect(upstream.seen.slice(before).map((request) => request.url)).toEqual(['/graphql?query=%7B__typename%7D']);
  });

  it('streams a 21 MB upload through to the gateway', async () => {
    const before = upstream.seen.length;
    const body = Buffer.alloc(21 * 1024 * 1024, 7);
    const answer = await raw(port, 'POST', '/graphql', { 'content-type': 'multipart/form-data; boundary=x', 'apollo-require-preflight': 'true' }, body);
    expect(answer.status).toBe(200);
    expect(upstream.seen.slice(before).map((request) => request.bytes)).toEqual([body.length]);
  });

  it('passes file downloads on, and refuses paths that climb out of /files', async () => {
    const before = upstream.seen.length;
    expect((await raw(port, 'GET', '/files/employees/photo.png', { authorization: 'Bearer t' })).status).toBe(200);
    for (const target of ['/files/../data/jwt-secret', '/files/%2e%2e/x', '/files/employees/..%2F..%2Fx', '/files/a\\..\\b']) {
      expect({ target, status: (await raw(port, 'GET', target)).status }).toEqual({ target, status: 404 });
    }
    expect(upstream.seen.slice(before).map((request) => request.url)).toEqual(['/files/employees/photo.png']);
  });

  it("does not serve the gateway's playground from the web's origin", async () => {
    const before = upstream.seen.length;
    const answer = await raw(port, 'GET', '/graphql', { accept: 'text/html,application/xhtml+xml' });
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('served by the gateway itself');
    expect(upstream.seen.length).toBe(before);
  });

  it('answers 502 with a GraphQL error naming no address when the gateway is down', async () => {
    const closed = await startUpstream();
    await closed.close();
    const lonely = await buildFrontServer(loadFrontConfig({ GATEWAY_URL: closed.url, LOG_LEVEL: 'silent' }), { distDir, logDestination: silent });
    try {
      await lonely.listen({ port: 0, host: '127.0.0.1' });
      const answer = await raw((lonely.server.address() as AddressInfo).port, 'POST', '/graphql', { 'content-type': 'application/json' }, '{"query":"{a}"}');
      expect(answer.status).toBe(502);
      expect(JSON.parse(answer.body)).toEqual({ errors: [{ message: 'The gateway is not reachable. Try again later.', extensions: { code: 'GATEWAY_UNAVAILABLE' } }] });
      expect(answer.body).not.toContain('127.0.0.1');
    } finally {
      await lonely.close();
    }
  });
});

describe('request time is bounded (REQUEST_TIMEOUT_MS)', () => {
  /** Opens a connection, writes `head`, and resolves with what came back and after how long once the server ends it. */
  function trickle(head: string): Promise<{ answer: string; ms: number }> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      let answer = '';
      const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve({ answer, ms: Date.now() - started }));
      socket.on('error', reject);
      socket.setTimeout(10_000, () => {
        socket.destroy();
        reject(new Error('the server kept a slow request open'));
      });
    });
  }

  it('cuts a body that does not arrive within the limit with 408', async () => {
    const { answer, ms } = await trickle('POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"query":');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(2 * REQUEST_LIMIT_MS);
  });

  it('closes a connection whose headers do not arrive within the limit', async () => {
    const { answer, ms } = await trickle('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(answer === '' || /^HTTP\/1\.1 408/.test(answer)).toBe(true);
    expect(ms).toBeLessThan(2 * REQUEST_LIMIT_MS);
  });
});

describe('start-up', () => {
  it('refuses to start without a build', async () => {
    await expect(buildFrontServer(loadFrontConfig({ LOG_LEVEL: 'silent' }), { distDir: path.join(folder, 'nothing'), logDestination: silent })).rejects.toThrow(MissingBuildError);
  });
});
