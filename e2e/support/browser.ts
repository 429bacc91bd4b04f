import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/stack/chromium';

/** Launches Debian's Chromium (`/usr/bin/chromium`, or CHROMIUM_PATH) headless for the browser tests. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS] });
}

/** The demo password of the seeded employees (README; SEED_PASSWORD). */
export const demoPassword = process.env.SEED_PASSWORD ?? 'BackOffice!2026';
