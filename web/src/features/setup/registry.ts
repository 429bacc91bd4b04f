import type { ResourceDescription, ResourceTypes } from '../../crud/resource';
import { resourceContract, type ResourceName } from '../../generated/contract/resources';
import { DESCRIPTION_LOADERS } from '../../generated/crud/screens';

/** A setup resource of the web: its screen's §2 menu path and its description, loaded on demand. */
export interface SetupResourceEntry {
  /** The §2 route of its list screen (the catalogue's `menuPath`). */
  path: string;
  /** One record (catalogue kind 'single', e.g. GVR settings): its description is a `SingleResourceDescription`, run by `SingleRecordPage`. */
  single: boolean;
  /** Loads its description (with the screen, not before). */
  load: () => Promise<ResourceDescription<ResourceTypes>>;
}

// ResourceDescription is invariant in its types; the registry holds them all as the generic screens take them.
const entry = <T extends ResourceTypes>(name: ResourceName, load: () => Promise<ResourceDescription<T>>): SetupResourceEntry => ({
  path: resourceContract(name).menuPath ?? `/setup/${name}`,
  single: resourceContract(name).kind === 'single',
  load: load as unknown as SetupResourceEntry['load'],
});

/**
 * Every resource the generic CRUD screens run, by resource name (the REST path segment, §7): those
 * with a description file (`<name>Resource.ts`, found by `npm run codegen`, generated/crud/screens.ts).
 * The screens table (app/screens.tsx) and the test that renders every list and form read it.
 */
export const SETUP_RESOURCES: Readonly<Partial<Record<ResourceName, SetupResourceEntry>>> = Object.fromEntries(
  Object.entries(DESCRIPTION_LOADERS).map(([name, load]) => [name, entry(name as ResourceName, load as unknown as SetupResourceEntry['load'])]),
);
