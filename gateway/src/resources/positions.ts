import { z } from 'zod';
import type { Position, PositionInput, PositionSortField } from '../generated/resolvers-types';
import { restRecord, restRef } from '../upstream/contract';
import { withRecordFields } from './record-fields';
import { defineResource, type ResourceObject } from './resource';

/** A position as the REST server sends it (docs/setup-contract.md): name, department (id), description?. */
const positionRecord = restRecord({
  name: z.string(),
  department: restRef,
  description: z.string().nullish(),
});

/**
 * Positions, General Setup › Positions (spec §2 menu, §7): `/setup/positions`, GraphQL type
 * `Position` with its `department` resolved as a `Department`.
 */
export const positions = defineResource<
  z.output<typeof positionRecord>,
  ResourceObject<Position, 'department' | 'departmentId'>,
  PositionInput,
  PositionSortField
>({
  typeName: 'Position',
  restPath: 'positions',
  record: positionRecord,
  sortFields: { NAME: 'name', CREATED_AT: 'createdAt', UPDATED_AT: 'updatedAt' },
  defaultSort: { field: 'NAME', direction: 'ASC' },
  references: { department: { resource: 'departments', idField: 'departmentId' } },
  toObject: (record) => withRecordFields(record, { name: record.name, description: record.description ?? null }),
  toBody: (input) => ({ name: input.name, description: input.description ?? null }),
});
