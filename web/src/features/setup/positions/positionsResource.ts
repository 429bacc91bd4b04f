import { referenceSource } from '../../../crud/choices';
import { asText, optionalText, trimmed } from '../../../crud/formConversions';
import type { CrudTypes, ResourceDescription } from '../../../crud/resource';
import { updatedColumn } from '../../../crud/updatedColumn';
import { maxLength, required } from '../../../crud/validation';
import {
  CreatePositionDocument,
  DeletePositionDocument,
  PositionChoicesDocument,
  PositionDocument,
  PositionsDocument,
  UpdatePositionDocument,
  type PositionFieldsFragment,
  type PositionInput,
  type PositionQuery,
  type PositionSortField,
  type PositionsQuery,
} from '../../../generated/graphql';
import { departmentChoices } from '../departments/departmentsResource';

/** The position form's values, as typed or picked (schema.graphql `PositionInput`). */
export type PositionValues = { name: string; departmentId: string; description: string };

/** The types tying Positions' generated operations to the generic CRUD screen. */
export type PositionTypes = CrudTypes<PositionFieldsFragment, PositionInput, PositionSortField, PositionValues, PositionsQuery, PositionQuery>;

/** The positions offered by position pickers (`allPositions`), each tagged with its department. */
export const positionChoices = referenceSource(
  PositionChoicesDocument,
  (data) => data.allPositions,
  (position) => ({ value: position.id, label: position.name, parent: position.departmentId }),
  'positions',
);

/**
 * Positions (spec §2 `/setup/positions`, roles Gvr and Admin; §7 `/setup/positions`): job positions,
 * each in a department. Columns Name, Department, Description, Updated (Name, Updated sortable; by
 * name by default). Form: Name (required, at most 100, unique within the department), Department
 * (required, picked), Description (at most 500).
 */
export const positionsResource: ResourceDescription<PositionTypes> = {
  title: 'Positions',
  singular: 'position',
  plural: 'positions',
  list: { document: PositionsDocument, page: (data) => data.positions },
  get: { document: PositionDocument, record: (data) => data.position },
  create: CreatePositionDocument,
  update: UpdatePositionDocument,
  remove: DeletePositionDocument,
  columns: [
    { key: 'name', header: 'Name', cell: (position) => position.name, sortField: 'NAME' },
    { key: 'department', header: 'Department', cell: (position) => position.department?.name },
    { key: 'description', header: 'Description', cell: (position) => position.description },
    updatedColumn<PositionTypes>(),
  ],
  defaultSort: { key: 'name', direction: 'ASC' },
  rowLabel: (position) => position.name,
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text', rules: [required, maxLength(100)] },
      { name: 'departmentId', label: 'Department', kind: 'reference', source: departmentChoices, rules: [required] },
      { name: 'description', label: 'Description', kind: 'textarea', rules: [maxLength(500)] },
    ],
    empty: { name: '', departmentId: '', description: '' },
    toValues: (position) => ({ name: position.name, departmentId: asText(position.departmentId), description: asText(position.description) }),
    toInput: (values) => ({ name: trimmed(values.name), departmentId: values.departmentId, description: optionalText(values.description) }),
  },
};
