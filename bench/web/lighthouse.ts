import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import type { BenchConfig } from '../config';
import type { LighthouseFigures } from '../report/result';
import { CHROMIUM_FLAGS } from '../../scripts/stack/chromium';

/**
 * Runs Lighthouse's performance category once on `url` in Debian's Chromium (chrome-launcher, the
 * bench's flags), with Lighthouse's default settings (`mobile`: a mid-range phone on a slow 4G link,
 * simulated) or its desktop preset. Score 0–100; LCP, FCP and TBT in ms; the LCP element; the failed audits
 * that Lighthouse estimates would save LCP or FCP time, largest first.
 */
export async function runLighthouse(config: BenchConfig, url: string, formFactor: 'mobile' | 'desktop'): Promise<LighthouseFigures> {
  const chrome = await launch({ chromePath: config.chromiumPath, chromeFlags: ['--headless', ...CHROMIUM_FLAGS], logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse gave no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const numeric = (id: string) => Math.round((lhr.audits[id]?.numericValue ?? Number.NaN) * 1000) / 1000;
    const findings = Object.values(lhr.audits)
      .map((audit) => ({
        title: audit.title,
        detail: audit.displayValue ?? '',
        savingsMs: Math.round(
          Math.max(audit.metricSavings?.LCP ?? 0, audit.metricSavings?.FCP ?? 0, (audit.details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs ?? 0),
        ),
        failed: audit.score !== null && audit.score < 0.9,
      }))
      .filter((finding) => finding.failed && finding.savingsMs > 0)
      .sort((a, b) => b.savingsMs - a.savingsMs)
      .slice(0, 6)
      .map(({ title, detail, savingsMs }) => ({ title, detail, savingsMs }));
    const lcpElement = (lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined)?.items?.[0]?.items?.[0]
      ?.node?.snippet;
    return {
      url: new URL(url).pathname,
      formFactor,
      performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      fcpMs: Math.round(numeric('first-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      cls: numeric('cumulative-layout-shift'),
      lcpElement: lcpElement ?? null,
      findings,
    };
  } finally {
    chrome.kill();
  }
}
