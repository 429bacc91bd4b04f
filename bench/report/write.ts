import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BenchConfig } from '../config';
import { renderSummary, renderReadmeSection } from './markdown';
import type { BenchResult } from './result';

/** The lines between which README.md's Performance section shows the latest full run. */
export const README_START = '<!-- bench:latest:start -->';
export const README_END = '<!-- bench:latest:end -->';

/** The hand-written analysis of the misses, included in the summary when present. */
const ANALYSIS_FILE = 'analysis.md';

/**
 * Writes a run: a full run to bench/results/latest.json and latest.md, and its headline table into
 * README.md between {@link README_START} and {@link README_END}; a partial run to bench/tmp/partial.*.
 * @returns the paths written, relative to the repository.
 */
export async function writeResults(config: BenchConfig, result: BenchResult): Promise<string[]> {
  const dir = result.full ? config.resultsDir : config.tmpDir;
  const name = result.full ? 'latest' : 'partial';
  const analysis = await readFile(path.join(config.resultsDir, '..', ANALYSIS_FILE), 'utf8').catch(() => undefined);
  const [json, summary] = [path.join(dir, `${name}.json`), path.join(dir, `${name}.md`)];
  const files = [json, summary];
  await writeFile(json, `${JSON.stringify(result, null, 2)}\n`);
  await writeFile(summary, renderSummary(result, analysis));
  if (result.full) {
    const readme = path.join(config.root, 'README.md');
    const text = await readFile(readme, 'utf8');
    const start = text.indexOf(README_START);
    const end = text.indexOf(README_END);
    if (start >= 0 && end > start) {
      await writeFile(readme, `${text.slice(0, start + README_START.length)}\n${renderReadmeSection(result)}${text.slice(end)}`);
      files.push(readme);
    }
  }
  return files.map((file) => path.relative(config.root, file));
}
