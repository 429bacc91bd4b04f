import type { AuthenticatedUser } from '../auth/guard';
import type { Db } from '../db/database';
import { recordJson, type RecordJson } from './record-json';
import type { RecordRow, ResourceDescription } from './resource';

/**
 * `rows` as the JSON records the caller `user` gets (DESIGN §2, docs/requisitions.md "Record JSON"): the
 * record, plus, for a workflow resource, what depends on the caller (`actions`, src/workflow/part.ts
 * `viewer`). Any other resource: the plain records.
 */
export async function viewRecords(resource: ResourceDescription, db: Db, user: AuthenticatedUser | null, rows: RecordRow[]): Promise<RecordJson[]> {
  if (!resource.workflow || !user) return rows.map((row) => recordJson(resource, row));
  const view = await resource.workflow.viewer(db, user, rows);
  return rows.map((row) => ({ ...recordJson(resource, row), ...view(row) }));
}
