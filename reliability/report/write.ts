import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../config';
import type { CheckResult } from './checks';
import { failureDetails, markdownTable } from './table';

/** What one run of the suite produced. */
export interface RunRecord {
  date: string;
  durationMs: number;
  machine: string;
  results: CheckResult[];
}

const README_START = '<!-- reliability:latest:start -->';
const README_END = '<!-- reliability:latest:end -->';

/** The Markdown block of a run: when, how long, where, then the table and the failure examples. */
export function runMarkdown(record: RunRecord): string {
  const passed = record.results.filter((result) => result.passed).length;
  const details = failureDetails(record.results);
  return [
    `Latest full run: ${record.date.slice(0, 10)}, ${(record.durationMs / 60_000).toFixed(1)} min, on ${record.machine}: ${passed} of ${record.results.length} targets met.`,
    '',
    markdownTable(record.results),
    ...(details ? ['', 'What missed:', '', details] : []),
  ].join('\n');
}

/** A one-line description of this machine: CPU model, cores, memory, OS, Node. */
export function describeMachine(): string {
  const cpus = os.cpus();
  return `${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
}

/**
 * Writes `reliability/results/latest.json` and `latest.md`; with `updateReadme`, also replaces the
 * block between the `reliability:latest` markers of README.md (nothing else of the README is touched).
 */
export async function writeRecord(record: RunRecord, updateReadme: boolean): Promise<void> {
  const dir = path.join(ROOT, 'reliability', 'results');
  await mkdir(dir, { recursive: true });
  const markdown = runMarkdown(record);
  await writeFile(path.join(dir, 'latest.json'), `${JSON.stringify(record, null, 2)}\n`);
  await writeFile(path.join(dir, 'latest.md'), `# Reliability: latest run\n\n${markdown}\n`);
  if (!updateReadme) return;
  const readmePath = path.join(ROOT, 'README.md');
  const readme = await readFile(readmePath, 'utf8');
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) return;
  await writeFile(readmePath, `${readme.slice(0, start + README_START.length)}\n${markdown}\n${readme.slice(end)}`);
}
