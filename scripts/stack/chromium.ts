/**
 * Debian's Chromium (`apt-get install -y chromium`), or `CHROMIUM_PATH`: the one browser of the browser
 * tests, the bench and the reliability suite (nothing is downloaded).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The flags every harness starts Chromium with (headless is set by the caller): no sandbox (root in a
 * container), and nothing that dials out of this machine's closed network (background networking,
 * component updates, sync, QUIC).
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
