import { createContext, useContext, type ReactNode } from 'react';
import type { ChoiceSource, ChoiceSourceRef, ChoiceSources } from './choices';

const ChoiceSourcesContext = createContext<ChoiceSources>({});

/**
 * Gives the forms below it the choice sources of the app's resources by name, so a description says
 * `source: 'departments'` without importing the departments folder (DESIGN §7: a resource knows no other).
 */
export function ChoiceSourcesProvider({ sources, children }: { sources: ChoiceSources; children: ReactNode }) {
  return <ChoiceSourcesContext.Provider value={sources}>{children}</ChoiceSourcesContext.Provider>;
}

/** The source a reference field names (or holds); throws for a name no provider registered (a programming error). */
export function useChoiceSource(ref: ChoiceSourceRef): ChoiceSource {
  const sources = useContext(ChoiceSourcesContext);
  if (typeof ref !== 'string') return ref;
  const source = sources[ref];
  if (!source) throw new Error(`No choice source "${ref}": is the form inside a ChoiceSourcesProvider that registers it?`);
  return source;
}
