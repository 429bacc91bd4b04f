import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { sleep } from '../../scripts/stack/service';

/** HAProxy from Debian's `haproxy` package (`RELIABILITY_HAPROXY` for another binary). */
export const HAPROXY_BIN = process.env.RELIABILITY_HAPROXY ?? '/usr/sbin/haproxy';

/** One load-balanced port: where it listens, the servers behind it and the path its health check asks. */
export interface Frontend {
  name: string;
  port: number;
  servers: readonly number[];
  healthPath: string;
}

/** A running HAProxy the suite started. */
export interface LoadBalancer {
  /** `http://127.0.0.1:<port>` of each frontend, by name. */
  urls: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * The configuration: round robin over the servers, each checked every second on its health path (every
 * 250 ms while in doubt; out after three failed checks, so that one slow answer on a loaded machine does not
 * take a server out, back after two good ones); no keep-alive to the servers (a connection per
 * request, so a server closing for a restart never drops a request HAProxy already sent on an idle
 * connection); a request whose connection is refused (the server stopped listening) or that is answered
 * 503 is retried on the other server: a closing server answers 503 before any handler runs (Fastify's
 * `return503OnClosing`), so that request was not applied. An empty or broken answer is not retried, so
 * a write is never applied twice.
 * `X-Forwarded-For` is appended, as a load balancer in front of the gateway does.
 */
export function haproxyConfig(frontends: readonly Frontend[]): string {
  const lines = [
    'global',
    '  maxconn 4000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 10s',
    '  timeout check 5s',
    '  option http-server-close',
    '  option forwardfor',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure 503',
  ];
  for (const frontend of frontends) {
    lines.push(`frontend ${frontend.name}_in`, `  bind 127.0.0.1:${frontend.port}`, `  default_backend ${frontend.name}`);
    lines.push(
      `backend ${frontend.name}`,
      '  balance roundrobin',
      `  option httpchk GET ${frontend.healthPath}`,
      '  http-check expect status 200',
      '  default-server inter 1s fastinter 250ms downinter 500ms fall 3 rise 2',
    );
    frontend.servers.forEach((port, index) => lines.push(`  server ${frontend.name}${index + 1} 127.0.0.1:${port} check`));
  }
  return `${lines.join('\n')}\n`;
}

async function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts HAProxy in the foreground with {@link haproxyConfig} written into `dir`, and waits until every
 * frontend accepts connections (at most 10 s).
 * @throws when the binary is missing or a frontend does not come up; the message says how to install it.
 */
export async function startLoadBalancer(dir: string, frontends: readonly Frontend[]): Promise<LoadBalancer> {
  const file = path.join(dir, 'haproxy.cfg');
  await writeFile(file, haproxyConfig(frontends));
  const child = spawn(HAPROXY_BIN, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const failed = new Promise<never>((_resolve, reject) =>
    child.once('error', (error) => reject(new Error(`cannot start ${HAPROXY_BIN} (apt-get install -y haproxy): ${error.message}`))),
  );
  const ready = (async () => {
    for (let i = 0; i < 100; i += 1) {
      if ((await Promise.all(frontends.map((frontend) => accepts(frontend.port)))).every(Boolean)) return;
      if (child.exitCode !== null) throw new Error(`haproxy exited: ${stderr.slice(0, 500)}`);
      await sleep(100);
    }
    throw new Error(`haproxy did not listen within 10 s: ${stderr.slice(0, 500)}`);
  })();
  await Promise.race([ready, failed]);
  return {
    urls: Object.fromEntries(frontends.map((frontend) => [frontend.name, `http://127.0.0.1:${frontend.port}`])),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
