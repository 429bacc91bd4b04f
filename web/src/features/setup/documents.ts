import type { ChoiceOption } from '../../crud/choices';
import { catalogueChoices, type ChoiceItemOf } from '../../crud/operations';
import type { ResourceName } from '../../generated/contract/resources';
import { CHOICE_DOCUMENTS } from '../../generated/crud/choices';

/** A setup resource's choices by its catalogue name (see `catalogueChoices`). */
export const setupChoices = <N extends ResourceName>(name: N, option?: (item: ChoiceItemOf<typeof CHOICE_DOCUMENTS, N>) => ChoiceOption) =>
  catalogueChoices(CHOICE_DOCUMENTS, name, option);
