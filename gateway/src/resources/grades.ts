import { z } from 'zod';
import type { Grade, GradeInput, GradeSortField } from '../generated/resolvers-types';
import { restRecord } from '../upstream/contract';
import { withRecordFields } from './record-fields';
import { defineResource } from './resource';

/** A grade as the REST server sends it (DESIGN §2): the common record fields plus name, level, description. */
const gradeRecord = restRecord({
  name: z.string(),
  level: z.number().int().nullish(),
  description: z.string().nullish(),
});

/**
 * Grades, General Setup › Grades (spec §2 menu, §7 master-data resources): `/setup/grades`, GraphQL
 * type `Grade` (fields `grades`, `allGrades`, `grade`, `createGrade`, `updateGrade`, `deleteGrade`),
 * sorted by name unless asked otherwise.
 */
export const grades = defineResource<z.output<typeof gradeRecord>, Grade, GradeInput, GradeSortField>({
  typeName: 'Grade',
  restPath: 'grades',
  record: gradeRecord,
  sortFields: { NAME: 'name', LEVEL: 'level', CREATED_AT: 'createdAt', UPDATED_AT: 'updatedAt' },
  defaultSort: { field: 'NAME', direction: 'ASC' },
  toObject: (record) => withRecordFields(record, {
    name: record.name,
    level: record.level ?? null,
    description: record.description ?? null,
  }),
  toBody: (input) => ({ name: input.name, level: input.level ?? null, description: input.description ?? null }),
});
