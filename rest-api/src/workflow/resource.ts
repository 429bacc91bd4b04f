import { getTableName } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { CatalogueDescription } from '../crud/catalogue';
import type { RecordRow } from '../crud/resource';
import { resourceContract } from '../generated/contract/resources';
import { allowedActions, WORKFLOWS, type WorkflowName } from '../generated/contract/workflows';
import { callerOf, requestersHeadedBy } from './callers';
import { invalidState, notTheRequester } from './errors';
import { historyEntrySchema, historyList, recordHistory } from './history';
import { nextNumber } from './numbering';
import type { ActionEffect, WorkflowPart, WorkflowTable } from './part';
import { awaitingMe, mine, readScope } from './scope';

/** The JSON keys every workflow record has besides its kind's fields (docs/requisitions.md "Record JSON"). */
const WORKFLOW_KEYS = ['number', 'status', 'requester', 'requesterName'] as const;

/**
 * A resource description (the second argument of `fromCatalogue`) whose records run on workflow `name`
 * of contract/workflows.ts (DESIGN §5 "Workflows", docs/requisitions.md): `description` says only what
 * the kind adds (table, fields, its search, sort and filters, lists, effects); this adds
 * - the `workflow` part (src/workflow/part.ts): read scope, `?mine=` / `?awaitingMe=`, creation with
 *   status, number, requester and history, the update guard, the caller's `actions`, the action routes;
 * - search over number and requester name; sort `number`, `status`; filters `?status=`, `?requester=`;
 * - the `history` list and the record JSON `number, status, requester, requesterName, …, history, actions`.
 * `effects` are the kind's side effects per action, run inside the action's transaction.
 */
export function withWorkflow<Fields extends z.ZodObject>(
  name: WorkflowName,
  description: CatalogueDescription<Fields> & { table: WorkflowTable; fields: Fields; searchable: PgColumn[] },
  effects: Partial<Record<string, ActionEffect>> = {},
): CatalogueDescription<Fields> {
  const workflow = WORKFLOWS[name];
  const table = description.table;
  const menuPath = resourceContract(name).menuPath ?? `/${name}`;
  const lists = { ...description.lists, history: historyList(name) };
  const listShapes = Object.fromEntries(Object.entries(lists).map(([key, list]) => [key, z.array(list.item)]));
  // A kind's own JSON (`description.json`, e.g. a claim's server-set visit number and total) adds its keys.
  const kindJson = description.json ?? description.fields;
  const keys = [...new Set([...WORKFLOW_KEYS, ...Object.keys(kindJson.shape), ...Object.keys(lists), ...Object.keys(description.readOnly ?? {})])];

  const part: WorkflowPart = {
    name,
    workflow,
    table,
    scope: (db, user) => readScope(workflow, table, db, user),
    callerFilters: {
      mine: (_db, user) => mine(table, user),
      awaitingMe: (db, user) => awaitingMe(workflow, table, db, user),
    },
    creating: (user) => ({
      columns: { status: workflow.initial, requester: user.id, requesterName: user.employeeName },
      prepare: async (tx) => ({ number: await nextNumber(tx, workflow.numberPrefix) }),
      within: (tx, row) => recordHistory(tx, { kind: name, recordId: row.id, action: null, fromStatus: null, toStatus: workflow.initial, actor: user, comment: null }),
    }),
    async viewer(db, user, rows) {
      const headed = await requestersHeadedBy(
        db,
        user,
        rows.map((row) => String(row.requester)),
      );
      return (row) => ({ actions: allowedActions(workflow, String(row.status), callerOf(user, String(row.requester), headed)) });
    },
    guardUpdate(row, user) {
      if (row.requester !== user.id) throw notTheRequester(workflow);
      if (!(workflow.editableIn as readonly string[]).includes(String(row.status))) throw invalidState(workflow, String(row.status));
    },
    effects,
    link: (id) => `${menuPath}/${id}`,
  };

  return {
    ...description,
    searchable: [table.number, table.requesterName, ...description.searchable],
    sortable: { number: table.number, status: table.status, ...description.sortable },
    filters: {
      status: { column: table.status, type: 'enum', values: workflow.states },
      requester: { column: table.requester, type: 'id' },
      ...description.filters,
    },
    unique: { [`${getTableName(table)}_number_unique`]: 'number', ...description.unique },
    lists,
    toJson: (row: RecordRow) => Object.fromEntries(keys.map((key) => [key, row[key] ?? null])),
    json: kindJson.extend({
      number: z.string().describe('`<prefix>-<year>-<4+ digits>`, given at creation (read-only)'),
      status: z.enum(workflow.states as unknown as [string, ...string[]]).describe('Read-only: changed by the actions'),
      requester: z.uuid().describe('The employee who made the request (read-only)'),
      requesterName: z.string(),
      ...listShapes,
      history: z.array(historyEntrySchema),
      actions: z.array(z.string()).describe('The actions the caller may take now, in table order'),
    }),
    workflow: part,
  };
}
