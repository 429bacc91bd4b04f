import type { CheckResult } from './checks';

/**
 * The suite's record (reliability/README.md "Proof"): one row per target with cases tried, failures and the measured
 * figure (lost writes, recovery times, …), as a Markdown table — printed at the end of the run and
 * quoted by the README's Reliability section.
 */
export function markdownTable(results: readonly CheckResult[]): string {
  const rows = results.map(
    (result) =>
      `| ${result.area} | ${escape(result.name)} | ${escape(result.target)} | ${result.cases} | ${result.failures} | ${escape(result.figure)} | ${result.passed ? '✅ met' : '❌ missed'} |`,
  );
  return ['| area | check | target | cases | failures | measured | verdict |', '|---|---|---|---|---|---|---|', ...rows].join('\n');
}

/** The examples of what failed, per failed check (empty when everything passed). */
export function failureDetails(results: readonly CheckResult[]): string {
  return results
    .filter((result) => !result.passed)
    .map((result) => [`- ${result.area} / ${result.name}:`, ...result.details.map((detail) => `    - ${detail}`)].join('\n'))
    .join('\n');
}

function escape(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}
