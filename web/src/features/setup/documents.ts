import type { ChoiceOption } from '../../crud/choices';
import { catalogueChoices, catalogueResource, catalogueSearchedChoices, type ChoiceItemOf, type ListItemOf } from '../../crud/operations';
import type { ResourceName } from '../../generated/contract/resources';
import { CRUD_DOCUMENTS } from '../../generated/crud/documents';

/** A setup resource's operations, wording and default sort by its catalogue name (see `catalogueResource`). */
export const setupResource = <N extends ResourceName>(name: N) => catalogueResource(CRUD_DOCUMENTS, name);

/** A setup resource's choices by its catalogue name (see `catalogueChoices`). */
export const setupChoices = <N extends ResourceName>(name: N, option?: (item: ChoiceItemOf<typeof CRUD_DOCUMENTS, N>) => ChoiceOption) =>
  catalogueChoices(CRUD_DOCUMENTS, name, option);

/** A large setup resource's choices, searched on the server as the user types (see `catalogueSearchedChoices`). */
export const setupSearchedChoices = <N extends ResourceName>(name: N, option: (item: ListItemOf<typeof CRUD_DOCUMENTS, N>) => ChoiceOption) =>
  catalogueSearchedChoices(CRUD_DOCUMENTS, name, option);
