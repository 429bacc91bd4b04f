import type { SQLWrapper } from 'drizzle-orm';
import type { ResourceDescription } from './resource';

/**
 * The sort keys of a resource (API name → SQL expression): its own `sortable` plus `createdAt` and
 * `updatedAt`, which every record has (src/db/columns.ts).
 */
export function sortKeys(resource: ResourceDescription): Record<string, SQLWrapper> {
  return { ...resource.sortable, createdAt: resource.table.createdAt, updatedAt: resource.table.updatedAt };
}
