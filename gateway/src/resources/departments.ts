import { z } from 'zod';
import type { Department, DepartmentInput, DepartmentSortField } from '../generated/resolvers-types';
import { restRecord, restRef } from '../upstream/contract';
import { withRecordFields } from './record-fields';
import { defineResource, type ResourceObject } from './resource';

/** A department as the REST server sends it (docs/setup-contract.md): name, code?, head? (employee id). */
const departmentRecord = restRecord({
  name: z.string(),
  code: z.string().nullish(),
  head: restRef,
});

/**
 * Departments, General Setup › Departments (spec §2 menu, §7): `/setup/departments`, GraphQL type
 * `Department` with `head` (the Hod who approves for it) resolved as an `Employee`.
 */
export const departments = defineResource<
  z.output<typeof departmentRecord>,
  ResourceObject<Department, 'head' | 'headId'>,
  DepartmentInput,
  DepartmentSortField
>({
  typeName: 'Department',
  restPath: 'departments',
  record: departmentRecord,
  sortFields: { NAME: 'name', CODE: 'code', CREATED_AT: 'createdAt', UPDATED_AT: 'updatedAt' },
  defaultSort: { field: 'NAME', direction: 'ASC' },
  references: { head: { resource: 'employees', idField: 'headId' } },
  toObject: (record) => withRecordFields(record, { name: record.name, code: record.code ?? null }),
  toBody: (input) => ({ name: input.name, code: input.code ?? null }),
});
