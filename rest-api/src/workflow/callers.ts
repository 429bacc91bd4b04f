import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuthenticatedUser } from '../auth/guard';
import type { Db } from '../db/database';
import { departments } from '../identity/departments-table';
import { employees } from '../identity/employees-table';
import type { WorkflowCaller } from '../generated/contract/workflows';

/** The first (active) role of an employee row (spec §3), as SQL. */
export const activeRoleOf = sql`${employees.roles}[1]`;

/**
 * The ids of the employees of the departments `hodId` heads (`departments.head`), as a subquery: whose
 * records a Hod reads and may approve (DESIGN §6, docs/requisitions.md "The requester's Hod").
 */
export function headedEmployees(db: Db, hodId: string) {
  return db.select({ id: employees.id }).from(employees).innerJoin(departments, eq(departments.id, employees.department)).where(eq(departments.head, hodId));
}

/**
 * The requester's Hod (docs/requisitions.md): the active employee who heads `requesterId`'s department
 * while their active role is Hod, and is not the requester. Undefined when there is none (no
 * department, no head, a head who is not a Hod now, or the requester heads it): then only an Admin approves.
 */
export async function requesterHodOf(db: Db, requesterId: string): Promise<string | undefined> {
  const head = alias(employees, 'head');
  const [row] = await db
    .select({ id: head.id })
    .from(employees)
    .innerJoin(departments, eq(departments.id, employees.department))
    .innerJoin(head, eq(head.id, departments.head))
    .where(and(eq(employees.id, requesterId), eq(head.active, true), sql`${head.roles}[1] = 'Hod'`, ne(head.id, requesterId)));
  return row?.id;
}

/**
 * Of `requesterIds`, those whose Hod (in the sense of {@link requesterHodOf}) `user` is: none unless
 * their active role is Hod. One query for a page of records.
 */
export async function requestersHeadedBy(db: Db, user: AuthenticatedUser, requesterIds: string[]): Promise<Set<string>> {
  if (user.activeRole !== 'Hod' || requesterIds.length === 0) return new Set();
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .innerJoin(departments, eq(departments.id, employees.department))
    .where(and(inArray(employees.id, [...new Set(requesterIds)]), eq(departments.head, user.id), ne(employees.id, user.id)));
  return new Set(rows.map((row) => row.id));
}

/** What `user` is to a record of `requesterId` (contract `WorkflowCaller`), given the requesters they head. */
export function callerOf(user: AuthenticatedUser, requesterId: string, headed: Set<string>): WorkflowCaller {
  return { role: user.activeRole, isRequester: requesterId === user.id, isRequesterHod: headed.has(requesterId) };
}

/** The active employees whose active role is one of `roles` (who act next through a role). */
export async function employeesInRoles(db: Db, roles: readonly string[]): Promise<string[]> {
  if (roles.length === 0) return [];
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.active, true), inArray(activeRoleOf, [...roles])));
  return rows.map((row) => row.id);
}
