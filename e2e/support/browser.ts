import { chromium, type Browser } from 'playwright-core';

/**
 * Launches Debian's Chromium (`/usr/bin/chromium`, or CHROMIUM_PATH) headless for the browser tests.
 * The background-networking flags keep Chromium from dialling out of this machine's closed network.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** The demo password of the seeded employees (README; SEED_PASSWORD). */
export const demoPassword = process.env.SEED_PASSWORD ?? 'BackOffice!2026';
