import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { CHROMIUM_PATH } from '../scripts/stack/chromium';

/** The parts of `npm run bench` (bench/README.md); `BENCH_PARTS` picks some for a partial run. */
export const PARTS = ['load', 'scale', 'web', 'exports', 'subscriptions'] as const;
export type Part = (typeof PARTS)[number];

/** Everything a run is configured by: environment variables, validated here (bench/README.md). */
export interface BenchConfig {
  /** The repository whose rest-api/, gateway/ and web/ are measured (the one holding bench/). */
  root: string;
  /** Where logs, the web build and other leftovers of a run go (git-ignored). */
  tmpDir: string;
  /** Where a full run writes latest.json and latest.md. */
  resultsDir: string;
  /** PostgreSQL database the stack runs on; the bench owns schema {@link schema} in it. */
  databaseUrl: string;
  /** The schema that is dropped and recreated by every run. */
  schema: string;
  /** Parts to run; all of them make a full run (which alone writes bench/results/ and README). */
  parts: Part[];
  /** Seconds of each measured autocannon run, and of the warm-up before it. */
  durationS: number;
  warmupS: number;
  /** Concurrent connections of the throughput runs. */
  connections: number;
  /** Employee counts of the scale part, ascending. */
  sizes: [number, ...number[]];
  /** Timed requests per operation and size in the scale part (at most; also capped in time). */
  samples: number;
  /** Ports in the bench's own ranges (3200–3299, 4200–4299, 5200–5299). */
  ports: { restApi: number; gateway: number; countingProxy: number; probeGateway: number; captureRestApi: number; sqlProxy: number; web: number };
  /** Debian's Chromium (Lighthouse and the bundle measurement). */
  chromiumPath: string;
  /** The demo sign-in used for every request (seeded Admin). */
  account: { email: string; password: string };
}

function integer(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function parts(): Part[] {
  const raw = process.env.BENCH_PARTS;
  if (!raw) return [...PARTS];
  const chosen = raw.split(',').map((p) => p.trim());
  const unknown = chosen.filter((p) => !(PARTS as readonly string[]).includes(p));
  if (unknown.length > 0) throw new Error(`BENCH_PARTS: unknown part(s) ${unknown.join(', ')}; known: ${PARTS.join(', ')}`);
  return chosen as Part[];
}

function sizes(): [number, ...number[]] {
  const raw = process.env.BENCH_SIZES ?? '1000,100000,1000000';
  const values = raw.split(',').map(Number);
  if (values.some((n) => !Number.isInteger(n) || n < 100 || n > 5_000_000) || values.some((n, i) => i > 0 && n <= (values[i - 1] ?? 0))) {
    throw new Error(`BENCH_SIZES must be ascending whole numbers from 100 to 5000000, got "${raw}"`);
  }
  const [first, ...rest] = values;
  if (first === undefined) throw new Error('BENCH_SIZES names no size');
  return [first, ...rest];
}

/** The bench's ports, each `offset` above its default (BENCH_PORT_OFFSET: several runs side by side on one machine). */
function portsFrom(offset: number): BenchConfig['ports'] {
  const ports = { restApi: 3201, gateway: 4201, countingProxy: 3202, probeGateway: 4202, captureRestApi: 3203, sqlProxy: 5202, web: 5201 };
  return Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, port + offset])) as BenchConfig['ports'];
}

/**
 * Reads the configuration from the environment (names in bench/README.md); throws a message naming the
 * variable when one is invalid.
 */
export function loadConfig(): BenchConfig {
  const benchDir = import.meta.dirname;
  const schema = process.env.BENCH_SCHEMA ?? 'bench';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`BENCH_SCHEMA must be a plain lower-case identifier, got "${schema}"`);
  return {
    root: path.resolve(process.env.BENCH_ROOT ?? path.join(benchDir, '..')),
    tmpDir: path.join(benchDir, 'tmp'),
    resultsDir: path.join(benchDir, 'results'),
    databaseUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    schema,
    parts: parts(),
    durationS: integer('BENCH_DURATION', 15, 1, 600),
    warmupS: integer('BENCH_WARMUP', 5, 0, 120),
    connections: integer('BENCH_CONNECTIONS', 32, 1, 1024),
    sizes: sizes(),
    samples: integer('BENCH_SAMPLES', 100, 5, 1000),
    ports: portsFrom(integer('BENCH_PORT_OFFSET', 0, 0, 1000)),
    chromiumPath: CHROMIUM_PATH,
    // The servers run with NODE_ENV=production, where the demo seed needs a password of its own (SEED=demo, README "Configuration").
    account: { email: 'admin@example.com', password: process.env.SEED_PASSWORD ?? `Bench-${randomBytes(12).toString('base64url')}` },
  };
}

/** True when the run uses the defaults that make it a publishable full run (all parts, standard durations and sizes). */
export function isFullRun(config: BenchConfig): boolean {
  return config.parts.length === PARTS.length && config.durationS >= 15 && config.connections === 32 && config.sizes.join(',') === '1000,100000,1000000';
}
