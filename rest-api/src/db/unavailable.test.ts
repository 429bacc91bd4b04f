import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { bearer, createEmployee, signIn, TEST_JWT_SECRET } from '../../testing/test-app';
import { dropSchema } from '../../testing/test-database';
import { DATABASE_UNAVAILABLE } from './connection-errors';
import { openDatabase, type Database } from './database';
import { migrate } from './migrate';

/*
 * PostgreSQL going away and coming back (contract "Errors": 503 database down): the server reaches the
 * database through a TCP proxy that the test stops and starts. While it is stopped every request answers
 * 503 { message } and /readyz 503; lost pooled connections do not crash the process; once it is back the
 * same server answers again, without a restart. PGlite runs inside the process, so there is no server to
 * lose: this runs only with DATABASE_URL (a closed PGlite answering 503 is covered in src/http/http.test.ts).
 */

const url = process.env.DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

/** A TCP proxy to `target` on a fixed local port that can be stopped (dropping every connection) and started again. */
function tcpProxy(target: URL) {
  let server: net.Server | undefined;
  const sockets = new Set<net.Socket>();
  let port = 0;
  return {
    get port() {
      return port;
    },
    async start() {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      port = (server.address() as net.AddressInfo).port;
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server!.close(() => resolve()));
    },
  };
}

onPostgres('when PostgreSQL goes away and comes back', () => {
  const proxy = tcpProxy(new URL(url ?? 'postgres://localhost'));
  const schema = `test_down_${randomBytes(4).toString('hex')}`;
  const poolErrors: Error[] = [];
  let database: Database;
  let app: FastifyInstance;
  let dataDir: string;
  let headers: Record<string, string>;

  beforeAll(async () => {
    await proxy.start();
    const viaProxy = new URL(url!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    database = await openDatabase({ url: viaProxy.toString(), schema, onPoolError: (error) => poolErrors.push(error) });
    await migrate(database);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rest-api-down-'));
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent' });
    app = await buildApp({ database, config, logger: pino({ level: 'silent' }) });
    headers = bearer(await signIn(app, await createEmployee(database, { roles: ['Admin'] })));
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy.stop().catch(() => {});
    await dropSchema(url!, schema);
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const grades = () => app.inject({ url: '/setup/grades/all', headers });

  it('answers normally while the database is reachable', async () => {
    expect((await grades()).statusCode).toBe(200);
  });

  it('answers 503 { message } while it is not, and /readyz 503, /healthz 200', async () => {
    await proxy.stop();
    for (const response of [
      await grades(),
      await app.inject({ method: 'POST', url: '/setup/grades/create', headers, payload: { name: 'Offline' } }),
      await app.inject({ method: 'POST', url: '/setup/employees/authenticate', payload: { email: 'a@example.com', password: 'x' } }),
    ]) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE });
    }
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('recovers by itself once the database is back', async () => {
    await proxy.start();
    let response = await grades();
    // A pooled connection may still report its loss once; the pool then connects anew.
    for (let retry = 0; retry < 3 && response.statusCode === 503; retry++) response = await grades();
    expect(response.statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/setup/grades/create', headers, payload: { name: 'Back online' } })).statusCode).toBe(201);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});
