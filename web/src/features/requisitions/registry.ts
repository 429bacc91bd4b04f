import { RESOURCE_CATALOGUE, type ResourceName } from '../../generated/contract/resources';

/** A workflow resource of the web: its catalogue name and its list's §2 menu path (its records' pages are `<path>/:id`). */
export interface WorkflowScreenEntry {
  name: ResourceName;
  path: string;
}

/**
 * Every workflow resource (catalogue entries with a `workflow` and a menu path; docs/requisitions.md
 * "Web"): the screens table (app/screens.tsx) makes its list screen and its record page of each, both
 * loading the workflow screens and descriptions in one chunk ({@link loadWorkflowScreens}), so the
 * entry holds only these paths.
 */
export const WORKFLOW_SCREENS: readonly WorkflowScreenEntry[] = RESOURCE_CATALOGUE.flatMap((resource) =>
  'workflow' in resource && resource.menuPath ? [{ name: resource.name, path: resource.menuPath }] : [],
);

/** Loads the workflow pages and every workflow description (./workflowScreens.ts). */
export const loadWorkflowScreens = () => import('./workflowScreens');
