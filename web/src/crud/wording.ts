/**
 * The generic CRUD screens' texts for a resource named `singular` / `plural` (lower case), e.g.
 * grade / grades → "New grade", "No grades found.", "Could not load grades.", "Grade saved.",
 * "Delete grade G5?". Kept in one place so every resource speaks alike and browser tests can rely on it.
 */
export function crudWording({ singular, plural }: { singular: string; plural: string }) {
  const Singular = singular.charAt(0).toUpperCase() + singular.slice(1);
  return {
    newButton: `New ${singular}`,
    newTitle: `New ${singular}`,
    editTitle: `Edit ${singular}`,
    loading: `Loading ${plural}…`,
    empty: `No ${plural} found.`,
    loadFailed: `Could not load ${plural}.`,
    recordLoadFailed: `Could not load this ${singular}.`,
    recordMissing: `This ${singular} no longer exists.`,
    saved: `${Singular} saved.`,
    deleted: `${Singular} deleted.`,
    deleteTitle: `Delete ${singular}`,
    deleteQuestion: (name: string) => `Delete ${singular} ${name}?`,
    deleteFailed: (name: string) => `Could not delete ${singular} ${name}.`,
    stale: `This ${singular} was changed by someone else since you opened it. Reload it, then make your change again.`,
    openingForm: 'Opening the form…',
    /** The form's submit button (a workflow's create form says "Save draft"). */
    save: 'Save',
    discardQuestion: 'Discard changes?',
    discardDetail: `Your changes to this ${singular} have not been saved.`,
    editLabel: (name: string) => `Edit ${name}`,
    deleteLabel: (name: string) => `Delete ${name}`,
  };
}

/** The texts returned by {@link crudWording}. */
export type CrudWording = ReturnType<typeof crudWording>;
