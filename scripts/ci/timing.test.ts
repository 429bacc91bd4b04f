import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** .ci/timing.sh, sourced by .ci/run. */
const TIMING = path.resolve(__dirname, '../../.ci/timing.sh');

/** Runs a bash script (under `set -euo pipefail`, like .ci/run) that sources the timing helper. */
function runSteps(body: string): { status: number | null; stdout: string; stderr: string } {
  const script = `set -euo pipefail\nsource ${JSON.stringify(TIMING)}\n${body}\n`;
  const result = spawnSync('bash', ['-c', script], { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The rows of the printed table: step name, seconds, status. */
function timingRows(stderr: string): Array<{ name: string; seconds: number; status: string }> {
  const table = stderr.slice(stderr.indexOf('== step timings'));
  return table
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const match = /^(.+?)\s+(\d+\.\d)\s{2}(.+)$/.exec(line);
      if (match === null) throw new Error(`not a timing row: ${line}`);
      return { name: (match[1] ?? '').trim(), seconds: Number(match[2]), status: match[3] ?? '' };
    });
}

describe('.ci/timing.sh', () => {
  it('times each step and prints the total after a successful run', () => {
    const result = runSteps('step "first" true\nstep "second" sleep 0.3');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('== first');
    const rows = timingRows(result.stderr);
    expect(rows.map((row) => [row.name, row.status])).toEqual([
      ['first', 'ok'],
      ['second', 'ok'],
      ['total', 'ok'],
    ]);
    const [, second, total] = rows;
    expect(second?.seconds).toBeGreaterThanOrEqual(0.3);
    expect(total?.seconds).toBeGreaterThanOrEqual(second?.seconds ?? Infinity);
  });

  it('stops at the first failing step, keeps its exit status and still prints the table', () => {
    const result = runSteps('step "fine" true\nstep "broken" bash -c "exit 3"\nstep "after" echo ran-after');
    expect(result.status).toBe(3);
    expect(result.stdout).not.toContain('ran-after');
    expect(timingRows(result.stderr).map((row) => [row.name, row.status])).toEqual([
      ['fine', 'ok'],
      ['broken', 'FAILED (exit 3)'],
      ['total', 'FAILED (exit 3)'],
    ]);
  });

  it('fails the run on a failing command inside a pipeline (pipefail)', () => {
    const result = runSteps('step "pipe" bash -c "set -o pipefail; false | cat"');
    expect(result.status).toBe(1);
    expect(timingRows(result.stderr)[0]).toMatchObject({ name: 'pipe', status: 'FAILED (exit 1)' });
  });
});
