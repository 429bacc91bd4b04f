import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** One axe-core finding, as much as the tests report. */
export interface AxeViolation {
  /** The axe rule, e.g. `color-contrast`. */
  id: string;
  /** serious or critical. */
  impact: string | null;
  /** What the rule asks for. */
  help: string;
  /** CSS selectors of the offending elements. */
  nodes: string[];
}

const require = createRequire(__filename);

/**
 * Runs axe-core (web devDependency, injected from node_modules: no CDN) on the page as it is and
 * answers the serious and critical violations of WCAG 2.x A and AA. axe is evaluated through the
 * browser's devtools protocol rather than added as an inline `<script>`, which the page's
 * Content-Security-Policy (`script-src 'self'`, DESIGN §1) rightly refuses.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  const axe = require('axe-core') as { source: string };
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const run = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }> };
      }
    ).axe.run;
    const result = await run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, impact: violation.impact, help: violation.help, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
  });
}
