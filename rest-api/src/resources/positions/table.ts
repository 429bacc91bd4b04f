import { sql } from 'drizzle-orm';
import { foreignKey, pgTable, text, uniqueIndex, uuid, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../db/columns';
import { departments } from '../departments/table';

/**
 * Job positions, each in one department (spec §3 master data "position"). A name is unique within its
 * department regardless of case.
 */
export const positions = pgTable(
  'positions',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    departmentId: uuid('department_id').notNull(),
  },
  (t): PgTableExtraConfigValue[] => [
    uniqueIndex('positions_department_name_unique').on(t.departmentId, sql`lower(${t.name})`),
    foreignKey({
      name: 'positions_department_fk',
      columns: [t.departmentId],
      foreignColumns: [departments.id],
    }).onDelete('restrict'),
  ],
);
