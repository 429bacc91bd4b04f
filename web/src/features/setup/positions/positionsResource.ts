import { defineResource } from '../../../crud/defineResource';
import { catalogueResource } from '../../../crud/operations';
import { positionsDocuments } from '../../../generated/crud/positionsDocuments';
import { maxLength, required } from '../../../forms/validation';

/**
 * Positions (spec §2 `/setup/positions`, roles Gvr and Admin; §7 `/setup/positions`): job positions,
 * each in a department. Name (required, at most 100, unique within the department), Department
 * (required, picked), Description (at most 500); the list by name.
 */
export const positionsResource = defineResource(catalogueResource(positionsDocuments, 'positions'), {
  columns: [{ key: 'name', sortField: 'NAME' }, { key: 'department', header: 'Department', cell: (position) => position.department?.name }, { key: 'description' }, 'updated'],
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text', rules: [required, maxLength(100)] },
      { name: 'departmentId', label: 'Department', kind: 'reference', source: 'departments', rules: [required] },
      { name: 'description', label: 'Description', kind: 'textarea', rules: [maxLength(500)] },
    ],
  },
});
