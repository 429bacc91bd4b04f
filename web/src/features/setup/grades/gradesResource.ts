import { defineResource, type TypesOf } from '../../../crud/defineResource';
import { catalogueResource } from '../../../crud/operations';
import { gradesDocuments } from '../../../generated/crud/gradesDocuments';

/**
 * Grades (spec §2 `/setup/grades`, roles Gvr and Admin; §7 `/setup/grades`): the salary grades of
 * the pay scale. Columns Name, Level, Description, Updated (Name, Level, Updated sortable; by name).
 * Form: Name (required, at most 100), Level (whole number 1–99, optional), Description (at most 500).
 */
export const gradesResource = defineResource(catalogueResource(gradesDocuments, 'grades'), {});

/** The types of gradesResource (its record, inputs, sort fields…). */
export type GradeTypes = TypesOf<typeof gradesResource>;
