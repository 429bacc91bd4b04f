import { defineResource, type TypesOf } from '../../../crud/defineResource';
import { catalogueResource } from '../../../crud/operations';
import { departmentsDocuments } from '../../../generated/crud/departmentsDocuments';
import { maxLength, required } from '../../../forms/validation';

/**
 * Departments (spec §2 `/setup/departments`, roles Gvr and Admin; §7 `/setup/departments`).
 * Columns Name, Code, Head, Updated (Name, Code, Updated sortable; by name by default). Form: Name
 * (required, at most 100, unique), Code (at most 20), Head (an employee, picked: the Hod who
 * approves for the department).
 */
export const departmentsResource = defineResource(catalogueResource(departmentsDocuments, 'departments'), {
  columns: [
    { key: 'name', sortField: 'NAME' },
    { key: 'code', sortField: 'CODE' },
    { key: 'head', header: 'Head', cell: (department) => department.head?.employeeName },
    'updated',
  ],
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text', rules: [required, maxLength(100)] },
      { name: 'code', label: 'Code', kind: 'text', rules: [maxLength(20)] },
      { name: 'headId', label: 'Head', kind: 'reference', source: 'employees', rules: [] },
    ],
  },
});

/** The types of departmentsResource (its record, inputs, sort fields…). */
export type DepartmentTypes = TypesOf<typeof departmentsResource>;
