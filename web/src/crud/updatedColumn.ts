import { formatDateTime } from '../format/dates';
import type { ColumnDescription, ResourceTypes } from './resource';

/** The resources whose records carry `updatedAt` and whose sort enum has `UPDATED_AT` (every master-data one). */
type Timestamped = ResourceTypes & { record: { updatedAt: string } };

/**
 * The "Updated" column every master-data list ends with: when the record last changed, as local
 * date and time in the user's locale (format/dates.ts: "5 Jan 2026, 09:07" in en-GB), sortable by
 * `UPDATED_AT`.
 */
export function updatedColumn<T extends Timestamped>(): ColumnDescription<T> {
  return { key: 'updated', header: 'Updated', cell: (record) => formatDateTime(record.updatedAt), sortField: 'UPDATED_AT' };
}
