import { defineResource } from '../../../crud/defineResource';
import { catalogueResource } from '../../../crud/operations';
import { positionsDocuments } from '../../../generated/crud/positionsDocuments';

/**
 * Positions (spec §2 `/setup/positions`, roles Gvr and Admin; §7 `/setup/positions`): job positions,
 * each in a department. Name (required, at most 100, unique within the department), Department
 * (required, picked), Description (at most 500); the list by name.
 */
export const positionsResource = defineResource(catalogueResource(positionsDocuments, 'positions'), {});
