/**
 * Helpers for the browser tests of the Equipments Setup and Requisitions screens (docs/requisitions.md
 * "Web"): where screenshots go, waiting for a list to show its records, and measuring sideways scroll.
 */
import type { Page } from 'playwright-core';

/** The harness's screenshot folder (e2e/screenshots/, git-ignored). */
export const SHOTS = new URL('./screenshots/', import.meta.url);

/**
 * Waits until the list shows its records: the range "1–3 of 3" is under the table (or the empty
 * message) and the table's loading mask (which covers the header while the list request runs) is gone.
 */
export async function listSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (/of \d+/.test(document.querySelector('.crud-range')?.textContent ?? '') || document.querySelector('.p-datatable-emptymessage') !== null) &&
      !document.querySelector('.p-datatable-loading-overlay'),
  );
}

/**
 * How many pixels the page's body scrolls sideways (0: it fits the viewport; a table may still scroll
 * inside its own box). Right after a viewport change the page is still being laid out again (tables
 * measure themselves over a few frames, slower on a loaded machine), so it is given up to 3 s to fit
 * before it is judged.
 */
export async function pageOverflow(page: Page): Promise<number> {
  await page.waitForFunction(() => document.documentElement.scrollWidth - document.documentElement.clientWidth === 0, undefined, { timeout: 3_000 }).catch(() => undefined);
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * The innermost elements that reach past the right edge of the viewport, as `tag.class` with their
 * right edge in px: what a failed sideways-scroll check names so the cause shows in the CI log.
 */
export async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const beyond = Array.from(document.body.querySelectorAll('*')).filter((element) => element.getBoundingClientRect().right > width + 1);
    return beyond
      .filter((element) => !beyond.some((other) => other !== element && element.contains(other)))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')} → ${Math.round(element.getBoundingClientRect().right)} px`);
  });
}

/**
 * Waits until no toast shows (they last 3 s): axe then judges the page itself, not a toast caught
 * mid-fade (whose lowered opacity reads as poor contrast), and a screenshot shows what the toast covered.
 */
export async function toastsGone(page: Page): Promise<void> {
  await page.locator('.p-toast-message').first().waitFor({ state: 'detached', timeout: 10_000 });
}
