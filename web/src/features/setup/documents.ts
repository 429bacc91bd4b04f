import type { ChoiceOption } from '../../crud/choices';
import { catalogueChoices, catalogueSearchedChoices, type ChoiceItemOf, type Documents, type ListItemOf } from '../../crud/operations';
import type { ResourceName } from '../../generated/contract/resources';
import { CHOICE_DOCUMENTS } from '../../generated/crud/choices';

/** A setup resource's choices by its catalogue name (see `catalogueChoices`). */
export const setupChoices = <N extends ResourceName>(name: N, option?: (item: ChoiceItemOf<typeof CHOICE_DOCUMENTS, N>) => ChoiceOption) =>
  catalogueChoices(CHOICE_DOCUMENTS, name, option);

/**
 * A large setup resource's choices, searched on the server as the user types (see
 * `catalogueSearchedChoices`), over its list and get documents only (`{ EmployeesDocument, EmployeeDocument }`),
 * so the pickers do not load the resource's mutations.
 */
export const setupSearchedChoices = <G extends Documents, N extends ResourceName>(documents: G, name: N, option: (item: ListItemOf<G, N>) => ChoiceOption) =>
  catalogueSearchedChoices(documents, name, option);
