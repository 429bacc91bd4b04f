/**
 * The Chromium flags every browser of the bench runs with: headless, no sandbox (root in a container),
 * and nothing that dials out of this machine's closed network (background networking, component updates,
 * sync, QUIC).
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
