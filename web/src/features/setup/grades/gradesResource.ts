import { referenceSource } from '../../../crud/choices';
import { asText, optionalInteger, optionalText, trimmed } from '../../../crud/formConversions';
import type { CrudTypes, ResourceDescription } from '../../../crud/resource';
import { updatedColumn } from '../../../crud/updatedColumn';
import { maxLength, required, wholeNumber } from '../../../crud/validation';
import {
  CreateGradeDocument,
  DeleteGradeDocument,
  GradeChoicesDocument,
  GradeDocument,
  GradesDocument,
  UpdateGradeDocument,
  type GradeFieldsFragment,
  type GradeInput,
  type GradeQuery,
  type GradeSortField,
  type GradesQuery,
} from '../../../generated/graphql';

/** The grade form's values, as typed (spec §2 General Setup › Grades; schema.graphql `GradeInput`). */
export type GradeValues = { name: string; level: string; description: string };

/** The types tying Grades' generated operations to the generic CRUD screen. */
export type GradeTypes = CrudTypes<GradeFieldsFragment, GradeInput, GradeSortField, GradeValues, GradesQuery, GradeQuery>;

/** The grades offered by grade pickers (`allGrades`), by name. */
export const gradeChoices = referenceSource(GradeChoicesDocument, (data) => data.allGrades, (grade) => ({ value: grade.id, label: grade.name }), 'grades');

/**
 * Grades (spec §2 `/setup/grades`, roles Gvr and Admin; §7 `/setup/grades`): the salary grades of
 * the pay scale, run by the generic CRUD screen. Columns Name, Level, Description, Updated (Name,
 * Level, Updated sortable; by name by default). Form: Name (required, at most 100), Level (whole
 * number 1–99, optional), Description (at most 500).
 */
export const gradesResource: ResourceDescription<GradeTypes> = {
  title: 'Grades',
  singular: 'grade',
  plural: 'grades',
  list: { document: GradesDocument, page: (data) => data.grades },
  get: { document: GradeDocument, record: (data) => data.grade },
  create: CreateGradeDocument,
  update: UpdateGradeDocument,
  remove: DeleteGradeDocument,
  columns: [
    { key: 'name', header: 'Name', cell: (grade) => grade.name, sortField: 'NAME' },
    { key: 'level', header: 'Level', cell: (grade) => grade.level ?? '', sortField: 'LEVEL' },
    { key: 'description', header: 'Description', cell: (grade) => grade.description ?? '' },
    updatedColumn<GradeTypes>(),
  ],
  defaultSort: { key: 'name', direction: 'ASC' },
  rowLabel: (grade) => grade.name,
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text', rules: [required, maxLength(100)] },
      { name: 'level', label: 'Level', kind: 'integer', rules: [wholeNumber(1, 99)] },
      { name: 'description', label: 'Description', kind: 'textarea', rules: [maxLength(500)] },
    ],
    empty: { name: '', level: '', description: '' },
    toValues: (grade) => ({ name: grade.name, level: asText(grade.level), description: asText(grade.description) }),
    toInput: (values) => ({ name: trimmed(values.name), level: optionalInteger(values.level), description: optionalText(values.description) }),
  },
};
