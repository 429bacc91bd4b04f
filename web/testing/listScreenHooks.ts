import { cleanup } from '@testing-library/react';

/**
 * Registers the `beforeEach`/`afterEach` that every test rendering a whole list screen needs: a stub for
 * `window.scrollTo` (the router scrolls to the top on navigation, spec §2; jsdom has none), React's
 * "not wrapped in act" warning muted (Apollo delivers answers on a scheduler of its own, outside act(),
 * so the warning is noise there; every other console error still prints), and cleanup with the mocks
 * restored. Call it once at the top level of the test file.
 */
export function installListScreenTestHooks(): void {
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const error = console.error.bind(console);
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes('not wrapped in act')) return;
      error(...args);
    });
  });
  afterEach(() => {
    cleanup();
    jest.restoreAllMocks();
  });
}
