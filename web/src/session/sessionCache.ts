/**
 * What logging out must empty besides the saved user (spec §4: nothing of the previous user stays in
 * memory): the signed-in part registers its caches here (the Apollo Client's store, see
 * `sessionClient`) when it loads, and the login screen calls {@link resetSessionCache}. Kept apart
 * from Apollo Client so the account pages load without it (README "Performance").
 */
const resets = new Set<() => unknown>();

/** Registers `reset` to run on every logout; returns the function that unregisters it. */
export function onSessionCacheReset(reset: () => unknown): () => void {
  resets.add(reset);
  return () => {
    resets.delete(reset);
  };
}

/** Empties every registered cache (a failure to empty one is logged, not thrown). */
export function resetSessionCache(): void {
  const warn = (error: unknown) => console.warn('A cache could not be emptied on logout.', error);
  resets.forEach((reset) => {
    try {
      Promise.resolve(reset()).catch(warn);
    } catch (error) {
      warn(error);
    }
  });
}
