import type { LoadFigures } from '../load/autocannon';

/** A figure that could not be taken, and why (never a made-up number). */
export interface NotMeasured {
  notMeasured: string;
}

/** Either the figures or the reason they are missing. */
export type Maybe<T> = T | NotMeasured;

/** True when `value` holds a reason instead of figures. */
export function isNotMeasured<T>(value: Maybe<T> | undefined): value is NotMeasured {
  return value === undefined || (typeof value === 'object' && value !== null && 'notMeasured' in value);
}

/** A failure's message, for a {@link NotMeasured}. */
export function reasonOf(error: unknown): string {
  return ((error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '').slice(0, 300);
}

/** Part 1: one workload measured directly and through the gateway. */
export interface Comparison {
  name: string;
  label: string;
  rest: Maybe<LoadFigures>;
  gateway: Maybe<LoadFigures>;
  /** gateway per second / REST per second. */
  throughputRatio: number | null;
  /** gateway p50 − REST p50, ms. */
  addedP50Ms: number | null;
  /** For the employees page: whether the REST join and the GraphQL answer show the same names. */
  sameNames?: boolean;
}

/** Upstream calls one GraphQL request made (counted by the proxy between a probe gateway and the rest-api). */
export interface UpstreamCalls {
  query: string;
  calls: Maybe<{ count: number; requests: string[] }>;
}

/** Self time of a process under load, from a V8 CPU profile: by package (or bucket) and by function. ms and % of busy time. */
export interface CpuProfileSummary {
  seconds: number;
  busyMs: number;
  buckets: { name: string; ms: number; share: number }[];
  functions: { name: string; ms: number; share: number }[];
  /** After the load: resident size, and the V8 heap after its last full GC (live, committed), MiB. */
  memory?: { rssMiB: number | null; liveHeapMiB: number | null; committedHeapMiB: number | null; fullGcs: number };
}

/** Part 1 as a whole. */
export interface LoadSection {
  connections: number;
  durationS: number;
  warmupS: number;
  /** Employees in the database while it ran. */
  employees: number;
  comparisons: Comparison[];
  /** The same comparisons at one connection (no queueing): the gateway's own added latency. */
  unloaded: Comparison[];
  upstreamCalls: UpstreamCalls[];
  /** Where the gateway's CPU goes under load. */
  gatewayProfile: Maybe<CpuProfileSummary>;
}

/** Timing of one list operation at one size (part 2). Milliseconds. */
export interface ScaleOperation {
  name: string;
  path: string;
  p50Ms: number;
  p95Ms: number;
  samples: number;
  totalDocs: number;
}

/** Part 2 at one size. */
export interface ScaleSize {
  /** Rows of each measured resource's table (bench/scale/resources.ts). */
  rows: number;
  /**
   * Seconds each resource's generator took to reach this size (INSERT ... SELECT generate_series, then
   * VACUUM ANALYZE), by resource name.
   */
  generateS: Record<string, number>;
  operations: Maybe<ScaleOperation[]>;
  /** CPU (% of one core) other work on the machine took while these were timed. */
  othersPct?: number;
}

/** A statement the rest-api ran for one request, and its plan from EXPLAIN (ANALYZE, BUFFERS). */
export interface ExplainedStatement {
  sql: string;
  params: (string | null)[];
  /** Median wall time of the statement itself, ms (client side, 3 runs). */
  plainMs: number;
  /** "Execution Time" of EXPLAIN ANALYZE, ms (inflated by its per-row timing). */
  executionMs: number;
  /** The plan in PostgreSQL's text format. */
  plan: string;
}

/** The statements of one operation at one size, as captured on the wire. */
export interface ExplainedOperation {
  operation: string;
  /** Rows of each measured resource's table. */
  rows: number;
  statements: Maybe<ExplainedStatement[]>;
}

/** Part 2 as a whole. */
export interface ScaleSection {
  sizes: ScaleSize[];
  explains: ExplainedOperation[];
}

/** The JavaScript one first visit loads: per file and the gzip total (bytes). */
export interface VisitBundle {
  path: string;
  files: { url: string; bytes: number; gzipBytes: number }[];
  gzipBytes: number;
}

/** Lighthouse's verdict on one page. Score 0–100; times in ms. */
export interface LighthouseFigures {
  url: string;
  formFactor: 'mobile' | 'desktop';
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** The HTML of the element whose paint was the LCP. */
  lcpElement: string | null;
  /** Failed audits with Lighthouse's estimate of the LCP/FCP time they cost (ms), largest first. */
  findings: { title: string; detail: string; savingsMs: number }[];
}

/** Part 3. */
export interface WebSection {
  buildS: number;
  login: Maybe<VisitBundle>;
  shellAndGrades: Maybe<VisitBundle>;
  /** Minified bytes of the entry chunk by package (from the build's source map), largest first. */
  entryComposition: Maybe<{ entry: string; bytes: number; packages: { name: string; bytes: number }[] }>;
  lighthouse: Maybe<LighthouseFigures>[];
}

/** Part 4: resident sizes in MiB at three moments. */
/** One export's figures (bench/exports/exports.ts): time to the last byte, size, and the rest-api's RSS growth (MiB). */
export interface ExportRun {
  format: 'csv' | 'xlsx';
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  megabytes: number;
  rssBeforeMiB: number;
  rssPeakMiB: number;
  rssGrowthMiB: number;
}

/** The export part: per size, a CSV and an XLSX export of every row of `resource`. */
export interface ExportsSection {
  resource: string;
  sizes: { rows: number; runs: (ExportRun | (NotMeasured & { format: 'csv' | 'xlsx' }))[] }[];
}

/** One step of the subscriptions part: that many open subscriptions, and a read timed meanwhile. */
export interface SubscriptionStep {
  subscriptions: number;
  /** Signed-in sessions they belong to (each its own upstream stream). */
  sessions: number;
  gatewayRssMiB: number;
  readP95Ms: number;
  readP50Ms: number;
  readErrors: number;
  /** Subscriptions the gateway did not open (429 or a failure). */
  refused: number;
}

/** The subscriptions part (bench/subscriptions/subscriptions.ts). */
export interface SubscriptionsSection {
  tabsPerSession: number;
  readP95LimitMs: number;
  /** The first step has none open (the baseline). */
  steps: SubscriptionStep[];
  /** The most open subscriptions measured with the read's p95 under the limit, no error and none refused. */
  held: number;
  /** The gateway's resident growth per subscription at `held`, in KiB; null when no step was held. */
  memoryPerSubscriptionKiB: number | null;
  /** The last step was held: the process holds more than `held`. */
  reachedLastStep: boolean;
}

export interface MemorySection {
  idle: Record<string, number | null>;
  afterLoad: Maybe<Record<string, number | null>>;
  afterScale: Maybe<Record<string, number | null>>;
}

/** The machine the run took place on. */
export interface Machine {
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  postgres: string;
  postgresSettings: Record<string, string>;
  /** The 1-minute load average when the run started (other work on the machine). */
  loadAverage: number;
}

/** Met, missed, or not measured (with the reason). */
export interface TargetVerdict {
  id: string;
  label: string;
  target: string;
  actual: string;
  status: 'met' | 'missed' | 'not measured';
}

/** Everything one run wrote (bench/results/latest.json). */
export interface BenchResult {
  startedAt: string;
  durationS: number;
  full: boolean;
  commit: string;
  machine: Machine;
  load: Maybe<LoadSection>;
  scale: Maybe<ScaleSection>;
  web: Maybe<WebSection>;
  memory: Maybe<MemorySection>;
  /** Absent in results written before the export part existed. */
  exports?: Maybe<ExportsSection>;
  /** Absent in results written before the subscriptions part existed. */
  subscriptions?: Maybe<SubscriptionsSection>;
  targets: TargetVerdict[];
}
