import { referenceSource } from '../../../crud/choices';
import { asText, optionalText, trimmed } from '../../../crud/formConversions';
import type { CrudTypes, ResourceDescription } from '../../../crud/resource';
import { updatedColumn } from '../../../crud/updatedColumn';
import { maxLength, required } from '../../../crud/validation';
import {
  CreateDepartmentDocument,
  DeleteDepartmentDocument,
  DepartmentChoicesDocument,
  DepartmentDocument,
  DepartmentsDocument,
  UpdateDepartmentDocument,
  type DepartmentFieldsFragment,
  type DepartmentInput,
  type DepartmentQuery,
  type DepartmentSortField,
  type DepartmentsQuery,
} from '../../../generated/graphql';
import { employeeChoices } from '../employees/employeeChoices';

/** The department form's values, as typed or picked (schema.graphql `DepartmentInput`). */
export type DepartmentValues = { name: string; code: string; headId: string };

/** The types tying Departments' generated operations to the generic CRUD screen. */
export type DepartmentTypes = CrudTypes<DepartmentFieldsFragment, DepartmentInput, DepartmentSortField, DepartmentValues, DepartmentsQuery, DepartmentQuery>;

/** The departments offered by department pickers (`allDepartments`), by name. */
export const departmentChoices = referenceSource(
  DepartmentChoicesDocument,
  (data) => data.allDepartments,
  (department) => ({ value: department.id, label: department.name }),
  'departments',
);

/**
 * Departments (spec §2 `/setup/departments`, roles Gvr and Admin; §7 `/setup/departments`).
 * Columns Name, Code, Head, Updated (Name, Code, Updated sortable; by name by default). Form: Name
 * (required, at most 100, unique), Code (at most 20), Head (an employee, picked: the Hod who
 * approves for the department).
 */
export const departmentsResource: ResourceDescription<DepartmentTypes> = {
  title: 'Departments',
  singular: 'department',
  plural: 'departments',
  list: { document: DepartmentsDocument, page: (data) => data.departments },
  get: { document: DepartmentDocument, record: (data) => data.department },
  create: CreateDepartmentDocument,
  update: UpdateDepartmentDocument,
  remove: DeleteDepartmentDocument,
  columns: [
    { key: 'name', header: 'Name', cell: (department) => department.name, sortField: 'NAME' },
    { key: 'code', header: 'Code', cell: (department) => department.code, sortField: 'CODE' },
    { key: 'head', header: 'Head', cell: (department) => department.head?.employeeName },
    updatedColumn<DepartmentTypes>(),
  ],
  defaultSort: { key: 'name', direction: 'ASC' },
  rowLabel: (department) => department.name,
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text', rules: [required, maxLength(100)] },
      { name: 'code', label: 'Code', kind: 'text', rules: [maxLength(20)] },
      { name: 'headId', label: 'Head', kind: 'reference', source: employeeChoices, rules: [] },
    ],
    empty: { name: '', code: '', headId: '' },
    toValues: (department) => ({ name: department.name, code: asText(department.code), headId: asText(department.headId) }),
    toInput: (values) => ({ name: trimmed(values.name), code: optionalText(values.code), headId: optionalText(values.headId) }),
  },
};
