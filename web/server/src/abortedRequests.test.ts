/**
 * @jest-environment node
 *
 * A client that goes away (a closed tab, a cancelled download, a page left mid-request) is ordinary: the
 * web front server logs it as one quiet line, never as an error with status 500 and a stack.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { loadFrontConfig } from './config.ts';
import { buildFrontServer } from './server.ts';

let folder: string;
let upstream: http.Server;
let app: FastifyInstance;
let port: number;
const lines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'front-aborts-'));
  const distDir = path.join(folder, 'dist');
  mkdirSync(distDir, { recursive: true });
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><body></body></html>');
  // A slow gateway: answers after 1.5 s, and a download that trickles.
  upstream = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (request.url?.startsWith('/files/')) {
        response.writeHead(200, { 'content-type': 'application/octet-stream' });
        const timer = setInterval(() => response.write(Buffer.alloc(64 * 1024)), 20);
        response.on('close', () => clearInterval(timer));
        return;
      }
      setTimeout(() => {
        if (!response.destroyed) response.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{}}');
      }, 1500);
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const gatewayUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const destination = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  app = await buildFrontServer(loadFrontConfig({ GATEWAY_URL: gatewayUrl, LOG_LEVEL: 'debug' }), { distDir, logDestination: destination });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app?.close();
  upstream?.closeAllConnections();
  await new Promise((resolve) => upstream?.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

/** Sends a request and destroys it after `ms` (or once the answer starts, for a download). */
function abandon(method: string, target: string, ms: number, body?: string): Promise<void> {
  return new Promise((resolve) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: target, agent: false, headers: body ? { 'content-type': 'application/json' } : {} }, (response) => {
      response.once('data', () => request.destroy());
    });
    request.on('error', () => undefined);
    request.on('close', () => resolve());
    if (body) request.write(body);
    if (method !== 'POST' || body) request.end();
    setTimeout(() => request.destroy(), ms);
  });
}

it('logs a client that left before the answer as one quiet line: no error level, no status 500, no stack', async () => {
  await abandon('POST', '/graphql', 200, '{"query":"{ __typename }"}');
  await abandon('GET', '/files/export.csv', 1000);
  await abandon('POST', '/graphql/stream', 200, '{"query":"subscription { notificationAdded { id } }"}');
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const loud = lines.filter(
    (line) => Number(line.level) >= 50 || (line.res as { statusCode?: number } | undefined)?.statusCode === 500 || JSON.stringify(line).includes('"stack"'),
  );
  expect(loud).toEqual([]);
  expect(lines.some((line) => /client went away|aborted/i.test(String(line.msg)))).toBe(true);
});
