import type { BenchConfig } from '../config';
import { residentMiB } from '../memory/rss';
import type { ExportRun, ExportsSection } from '../report/result';
import { reasonOf } from '../report/result';
import type { Population } from '../scale/generator';

/** The resource the export part exports: the visit reports (the GVR exports, docs/exports.md), which the scale part also grows. */
export const EXPORTED_RESOURCE = 'visits';

/** How often the rest-api's resident size is sampled during an export (ms). */
const SAMPLE_MS = 100;

/**
 * One export of every `visits` row as `format` straight from the rest-api (`GET /setup/visits/export`,
 * the Admin's token: every row), the body read as fast as it comes and dropped: the seconds to the last
 * byte, the bytes and rows (`X-Export-Rows`), and the rest-api's resident size before and at its highest
 * during the download (VmRSS sampled every {@link SAMPLE_MS} ms; garbage collection runs when it runs).
 */
async function exportOnce(restApi: { url: string; pid: number }, token: string, format: 'csv' | 'xlsx'): Promise<ExportRun> {
  const before = await residentMiB(restApi.pid);
  let peak = before;
  const sampler = setInterval(() => {
    residentMiB(restApi.pid)
      .then((rss) => (peak = Math.max(peak, rss)))
      .catch(() => undefined);
  }, SAMPLE_MS);
  const started = performance.now();
  try {
    const response = await fetch(`${restApi.url}/setup/${EXPORTED_RESOURCE}/export?format=${format}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok || !response.body) throw new Error(`export answered ${response.status}: ${await response.text()}`);
    let bytes = 0;
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.byteLength;
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, await residentMiB(restApi.pid));
    const rows = Number(response.headers.get('x-export-rows'));
    return {
      format,
      rows,
      seconds: Math.round(seconds * 10) / 10,
      rowsPerSecond: Math.round(rows / seconds),
      megabytes: Math.round(bytes / 100_000) / 10,
      rssBeforeMiB: before,
      rssPeakMiB: peak,
      rssGrowthMiB: Math.round((peak - before) * 10) / 10,
    };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * The export part (docs/exports.md, bench/README.md "Exports"): at each size of `BENCH_SIZES`, the visits
 * grown to that many rows, then every row exported as CSV and as XLSX, timed, with the rest-api's
 * resident memory growth during each (target: under 100 MiB whatever the row count).
 */
export async function measureExports(
  config: BenchConfig,
  stack: { restApi: { url: string; pid: number }; token: string; population: Population },
  log: (line: string) => void,
): Promise<ExportsSection> {
  const sizes: ExportsSection['sizes'] = [];
  for (const size of config.sizes) {
    log(`exports: growing ${EXPORTED_RESOURCE} to ${size.toLocaleString('en')} rows`);
    await stack.population.growTo(size);
    const runs: ExportsSection['sizes'][number]['runs'] = [];
    for (const format of ['csv', 'xlsx'] as const) {
      try {
        const run = await exportOnce(stack.restApi, stack.token, format);
        log(`exports: ${format} of ${run.rows.toLocaleString('en')} rows in ${run.seconds} s (${run.megabytes} MB), rest-api RSS +${run.rssGrowthMiB} MiB`);
        runs.push(run);
      } catch (error) {
        runs.push({ format, notMeasured: reasonOf(error) });
      }
    }
    sizes.push({ rows: stack.population.count(), runs });
  }
  return { resource: EXPORTED_RESOURCE, sizes };
}
