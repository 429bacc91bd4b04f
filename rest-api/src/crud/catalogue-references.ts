import { getTableName } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';
import type { FieldContract } from '../generated/contract/fields';
import { RESOURCE_FIELDS } from '../generated/contract/resource-fields';
import { resourceContract, type ResourceName } from '../generated/contract/resources';
import type { RecordTable, Reference } from './resource';

/** The singular label of catalogue resource `name` ("department"), for reference fields' messages ("No such department"). */
export function labelOf(name: ResourceName): string {
  return resourceContract(name).singular;
}

/** A {@link Reference} to the records of catalogue resource `name`, kept in `table`, labelled by the catalogue. */
export function referenceTo(name: ResourceName, table: RecordTable): Reference {
  return { table, label: labelOf(name) };
}

/** `salespersonCodes` → `salesperson_codes`: a catalogue or field name as SQL names it. */
export function snakeCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

let tablesByName: Map<string, PgTable> | undefined;

/**
 * The Drizzle table that keeps the records of catalogue resource `name` (DESIGN §7): the table of the
 * schema (src/db/schema.ts) whose SQL name is the catalogue name in snake case (`salespersonCodes` →
 * `salesperson_codes`), the naming rule every resource's table follows.
 *
 * @throws when the schema has no such table (a wiring bug, at start-up).
 */
export function catalogueTable(name: ResourceName): RecordTable {
  tablesByName ??= new Map(Object.values(schema).flatMap((value) => (value instanceof PgTable ? [[getTableName(value), value] as const] : [])));
  const table = tablesByName.get(snakeCase(name));
  if (!table) throw new Error(`No table "${snakeCase(name)}" in src/db/schema.ts for catalogue resource "${name}"`);
  return table as RecordTable;
}

/**
 * The references of catalogue resource `name` that its writable `reference` and `references` fields
 * declare (contract/resource-fields.ts `to`), each to its target's table ({@link catalogueTable}) and
 * labelled by the target's catalogue entry: `department` → departments, "No such department". Those in
 * nested objects (`items.equipment`) and those with an `active` condition are the resource's to give.
 */
export function catalogueReferences(name: ResourceName): Record<string, Reference> {
  const fields = RESOURCE_FIELDS[name] as Readonly<Record<string, FieldContract>>;
  return Object.fromEntries(
    Object.entries(fields).flatMap(([key, field]) =>
      (field.kind === 'reference' || field.kind === 'references') && !field.readOnly && field.to
        ? [[key, referenceTo(field.to as ResourceName, catalogueTable(field.to as ResourceName))] as const]
        : [],
    ),
  );
}
