import { crudWording } from '../crud/wording';

/**
 * The generic CRUD wording (crud/wording.ts) as the workflow screens speak (docs/requisitions.md
 * "Web"): "New requisition", "My requisitions", "New equipment requisition", "Save draft", "Draft saved.", and what the
 * record's page says of actions: "<Label> <number>" as a dialog title, "Equipment requisition EQ-2026-0001 approved.".
 */
export function workflowWording(resource: { singular: string; plural: string }) {
  const base = crudWording(resource);
  const Singular = resource.singular.charAt(0).toUpperCase() + resource.singular.slice(1);
  // The kind's last word: "equipment requisitions" → "requisitions".
  const last = (words: string) => words.split(' ').pop() ?? words;
  return {
    ...base,
    newButton: `New ${last(resource.singular)}`,
    mineTab: `My ${last(resource.plural)}`,
    save: 'Save draft',
    saved: 'Draft saved.',
    actionTitle: (label: string, number: string) => `${label} ${number}`,
    actionQuestion: (label: string, number: string) => `${label} ${resource.singular} ${number}?`,
    actionDone: (number: string, past: string) => `${Singular} ${number} ${past}.`,
    actionFailed: (label: string) => `Could not ${label.toLowerCase()}.`,
    reloadNeeded: `This ${resource.singular} changed since you opened it. Reload it to see where it stands.`,
  };
}

/** The texts returned by {@link workflowWording}. */
export type WorkflowWording = ReturnType<typeof workflowWording>;
