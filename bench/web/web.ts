import path from 'node:path';
import type { BenchConfig } from '../config';
import { reasonOf, type LighthouseFigures, type Maybe, type WebSection } from '../report/result';
import { startPreview } from '../stack/stack';
import { waitForQuiet } from '../memory/cpu';
import { buildWeb } from './build';
import { measureBundles } from './bundles';
import { entryComposition } from './composition';
import { runLighthouse } from './lighthouse';

/** Lighthouse runs of the judged (mobile) setting; the median score is kept, as Lighthouse's scores vary run to run. */
const MOBILE_RUNS = 3;
/** Seconds a Lighthouse run may wait for other work on the machine to calm down first. */
const QUIET_WAIT_S = 5;

async function attempt<T>(fn: () => Promise<T>): Promise<Maybe<T>> {
  try {
    return await fn();
  } catch (error) {
    return { notMeasured: reasonOf(error) };
  }
}

/** The run whose performance score is the median of `runs` (all measured), else the first failure. */
function median(runs: Maybe<LighthouseFigures>[]): Maybe<LighthouseFigures> {
  const measured = runs.filter((run): run is LighthouseFigures => !('notMeasured' in run));
  if (measured.length < runs.length) return runs.find((run) => 'notMeasured' in run)!;
  const middle = [...measured].sort((a, b) => a.performance - b.performance)[Math.floor(measured.length / 2)];
  return middle ?? { notMeasured: 'no Lighthouse run' };
}

/**
 * Part 3 (README "Performance"): builds the web client for production, serves it with `vite preview` (its /graphql
 * proxied to `gatewayUrl`), measures the JavaScript of the two first visits, attributes the entry chunk's
 * bytes to packages, and runs Lighthouse on the login page (median of {@link MOBILE_RUNS} mobile runs, and
 * one desktop run for reference).
 */
export async function measureWeb(config: BenchConfig, gatewayUrl: string | undefined, log: (line: string) => void): Promise<WebSection> {
  const outDir = path.join(config.tmpDir, 'web-dist');
  log('web: vite build');
  const buildS = await buildWeb(config, outDir);
  const composition = await attempt(() => entryComposition(outDir));
  const preview = await startPreview(config, { outDir, gatewayUrl: gatewayUrl ?? `http://127.0.0.1:${config.ports.gateway}` });
  try {
    log('web: JavaScript of the first visits (Chromium)');
    const bundles = gatewayUrl ? await attempt(() => measureBundles(config, preview.url)) : { notMeasured: 'the gateway is not running (needed to sign in)' };
    const loginUrl = `${preview.url}/account/login`;
    const mobile: Maybe<LighthouseFigures>[] = [];
    for (let run = 1; run <= MOBILE_RUNS; run++) {
      log(`web: Lighthouse (mobile) on /account/login, run ${run} of ${MOBILE_RUNS}`);
      await waitForQuiet({ bench: process.pid, preview: preview.pid }, QUIET_WAIT_S);
      mobile.push(await attempt(() => runLighthouse(config, loginUrl, 'mobile')));
    }
    log('web: Lighthouse (desktop) on /account/login');
    const desktop = await attempt(() => runLighthouse(config, loginUrl, 'desktop'));
    return {
      buildS,
      login: 'notMeasured' in bundles ? bundles : bundles.login,
      shellAndGrades: 'notMeasured' in bundles ? bundles : bundles.shellAndGrades,
      entryComposition: composition,
      lighthouse: [median(mobile), desktop],
    };
  } finally {
    await preview.stop();
  }
}
