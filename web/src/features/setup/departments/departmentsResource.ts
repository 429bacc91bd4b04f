import { defineResource, type TypesOf } from '../../../crud/defineResource';
import { catalogueResource } from '../../../crud/operations';
import { departmentsDocuments } from '../../../generated/crud/departmentsDocuments';

/**
 * Departments (spec §2 `/setup/departments`, roles Gvr and Admin; §7 `/setup/departments`).
 * Columns Name, Code, Head, Updated (Name, Code, Updated sortable; by name by default). Form: Name
 * (required, at most 100, unique), Code (at most 20), Head (an employee, picked: the Hod who
 * approves for the department).
 */
export const departmentsResource = defineResource(catalogueResource(departmentsDocuments, 'departments'), {});

/** The types of departmentsResource (its record, inputs, sort fields…). */
export type DepartmentTypes = TypesOf<typeof departmentsResource>;
