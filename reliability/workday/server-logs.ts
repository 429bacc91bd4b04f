import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** What the servers' own logs say became of one download (reliability/README.md "Working day"). */
export interface Release {
  /** When (ms epoch) a server cut it, and which log said so; 0 when none did. */
  cutAt: number;
  cutBy: string;
  /** When (ms epoch) the web front server had handed its last byte to the client's socket; 0 when it never did. */
  handedOverAt: number;
}

/** The lines that say a server stopped a download its client took nothing of (server-kit/stalled-download.ts, rest-api exports/route.ts). */
const CUT = /^download cut:|^export aborted:/;

/**
 * Reads the stack's log files (`<logDir>/*.log`, pino JSON, one line each) and tells, for each request id,
 * when a server cut that download and when the web server finished sending it. The web server, the gateway
 * and rest-api log a request under the id the web server gave it (its `x-request-id` answer header).
 */
export async function releasesOf(logDir: string, requestIds: readonly string[]): Promise<Map<string, Release>> {
  const wanted = new Map(requestIds.map((id) => [id, { cutAt: 0, cutBy: '', handedOverAt: 0 } satisfies Release]));
  for (const file of (await readdir(logDir)).filter((name) => name.endsWith('.log'))) {
    const text = await readFile(path.join(logDir, file), 'utf8');
    for (const line of text.split('\n')) {
      if (!line.startsWith('{')) continue;
      const entry = parseLine(line);
      const release = entry && wanted.get(String(entry.reqId ?? entry.requestId ?? ''));
      if (!entry || !release || typeof entry.time !== 'number') continue;
      if (CUT.test(String(entry.msg)) && (release.cutAt === 0 || entry.time < release.cutAt)) {
        release.cutAt = entry.time;
        release.cutBy = file.replace(/\.log$/, '');
      }
      if (file === 'web.log' && entry.msg === 'request completed') release.handedOverAt = entry.time;
    }
  }
  return wanted;
}

function parseLine(line: string): { reqId?: unknown; requestId?: unknown; time?: unknown; msg?: unknown } | undefined {
  try {
    return JSON.parse(line) as { reqId?: unknown; requestId?: unknown; time?: unknown; msg?: unknown };
  } catch {
    return undefined;
  }
}
