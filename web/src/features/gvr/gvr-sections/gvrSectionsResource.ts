import { defineResource, type TypesOf } from '../../../crud/defineResource';
import { catalogueResource } from '../../../crud/operations';
import { gvrSectionsDocuments } from '../../../generated/crud/gvrSectionsDocuments';

/**
 * GVR sections (spec §2 GVR Setup › GVR sections `/gvr-setup/gvr-sections`, roles Gvr and Admin;
 * DESIGN §5 `/setup/gvrSections`, ordered): the parts of a visit report, in the order the user sets
 * by dragging rows (or "Move up/down"). Columns Name, Description, Updated; listed in their order by
 * default. Form: Name (required, at most 100, unique), Description (at most 500); a new one goes last.
 */
export const gvrSectionsResource = defineResource(catalogueResource(gvrSectionsDocuments, 'gvrSections'), {});

/** The types of gvrSectionsResource (its record, inputs, sort fields…). */
export type GvrSectionTypes = TypesOf<typeof gvrSectionsResource>;
