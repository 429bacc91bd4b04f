import { getTableColumns, type Column } from 'drizzle-orm';
import { z } from 'zod';
import { recordSchema, type RecordJson } from '../crud/record-json';
import type { RecordTable, ResourceDescription } from '../crud/resource';

/**
 * How a cell of an export is typed (docs/exports.md "Columns"): CSV writes each as text in a fixed
 * form, XLSX as a typed cell (numbers and money as numbers with a number format, dates as dates).
 */
export type CellKind = 'text' | 'integer' | 'number' | 'money' | 'date' | 'dateTime' | 'boolean';

/** A cell's value before it is written: null for an empty cell; a date is a `Date` (UTC). */
export type CellValue = string | number | boolean | Date | null;

/** The names of referenced records that a batch of rows points at: table → id → display name. */
export type NameLookup = (table: RecordTable, id: string) => string | undefined;

/**
 * One column of an export of a resource: its header (words a user reads, not a field's key), its
 * {@link CellKind} and how a record gives its value (`names` turns a reference's id into the referenced
 * record's name, docs/exports.md "names, not ids").
 */
export interface ExportColumn {
  key: string;
  header: string;
  kind: CellKind;
  value(record: RecordJson, names: NameLookup): CellValue;
}

/**
 * What an export of a resource shows besides what {@link exportColumns} derives: `omit` drops derived
 * columns by key, `extra` adds columns after them (e.g. an equipment requisition's items as text).
 */
export interface ExportOverrides {
  omit?: string[];
  extra?: ExportColumn[];
}

/** Keys never exported: the record's id and version, the caller's actions, the history, the order position. */
const NEVER = new Set(['_id', '__v', 'actions', 'history', 'position', 'photo']);

/** The columns a referenced table is named by, in order of preference (its first one present). */
const NAME_COLUMNS = ['name', 'employeeName', 'eventName', 'number', 'code'];

/** The property key of the column that names a record of `table` (e.g. employees: `employeeName`), else `id`. */
export function nameKeyOf(table: RecordTable): string {
  const columns = getTableColumns(table);
  return NAME_COLUMNS.find((key) => key in columns) ?? 'id';
}

/** "salespersonCode" → "Salesperson code"; "dates.from" parts joined with a space. */
export function headerOf(key: string): string {
  const words = key
    .replace(/\./g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The kind of a table column by its SQL type, or undefined for one an export does not type (text, jsonb…). */
function kindOfColumn(column: Column): CellKind | 'dateRange' | undefined {
  const type = column.getSQLType();
  if (type.startsWith('numeric')) return 'money';
  if (type === 'integer' || type === 'smallint' || type === 'bigint') return 'integer';
  if (type.startsWith('timestamp')) return 'dateTime';
  if (type === 'date') return 'date';
  if (type === 'boolean') return 'boolean';
  if (type === 'daterange') return 'dateRange';
  return undefined;
}

/** The kind of a field known only by its zod schema (a computed read-only field). */
function kindOfSchema(schema: z.ZodType): CellKind {
  const inner = schema instanceof z.ZodNullable || schema instanceof z.ZodOptional || schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema;
  if (inner instanceof z.ZodNumber) return inner.format === 'safeint' || inner.format === 'int32' ? 'integer' : 'number';
  if (inner instanceof z.ZodBoolean) return 'boolean';
  if (inner instanceof z.ZodISODateTime) return 'dateTime';
  if (inner instanceof z.ZodISODate) return 'date';
  return 'text';
}

/** A JSON value of a record as a cell of `kind` (ISO text → Date, money text → number). */
export function toCell(kind: CellKind, value: unknown): CellValue {
  if (value === null || value === undefined || value === '') return null;
  switch (kind) {
    case 'integer':
    case 'number':
    case 'money':
      return Number(value);
    case 'date':
    case 'dateTime':
      return value instanceof Date ? value : new Date(kind === 'date' ? `${textOf(value)}T00:00:00Z` : textOf(value));
    case 'boolean':
      return Boolean(value);
    default:
      return Array.isArray(value) ? value.map(textOf).join('; ') : textOf(value);
  }
}

/** A JSON value as text: strings as they are, numbers and booleans as written, anything else as JSON. */
function textOf(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
}

/**
 * The columns of an export of `resource` (docs/exports.md "Columns"), derived from its description: the
 * record's JSON keys in order, without ids and internals (`NEVER`); a reference (`references`) as the
 * referenced record's name (a list of references as names joined by "; "), and left out when the record
 * also carries its name (`customer` beside `customerName`); a date range as two date columns (from, to);
 * other kinds by the table column's SQL type (money, whole numbers, dates, times, yes/no) or, for a
 * computed field, its schema; lists of objects are left out (`overrides.extra` shows them as text).
 * `createdAt` and `updatedAt` come last.
 */
export function exportColumns(resource: ResourceDescription, overrides: ExportOverrides = {}): ExportColumn[] {
  const shape = recordSchema(resource).shape as Record<string, z.ZodType>;
  const tableColumns = getTableColumns(resource.table) as Record<string, Column>;
  const omitted = new Set([...NEVER, ...(overrides.omit ?? [])]);
  const columns: ExportColumn[] = [];
  for (const [key, schema] of Object.entries(shape)) {
    if (omitted.has(key) || key === 'createdAt' || key === 'updatedAt' || `${key}Name` in shape) continue;
    const reference = resource.references?.[key];
    if (reference) {
      columns.push({
        key,
        header: headerOf(key),
        kind: 'text',
        value: (record, names) => {
          const ids = record[key];
          if (ids === null || ids === undefined) return null;
          return (Array.isArray(ids) ? ids : [ids]).map((id) => names(reference.table, String(id)) ?? '').join('; ');
        },
      });
      continue;
    }
    const column = tableColumns[key];
    const kind = column ? kindOfColumn(column) : kindOfSchema(schema);
    if (kind === 'dateRange') {
      for (const end of ['from', 'to'] as const) {
        columns.push({
          key: `${key}.${end}`,
          header: headerOf(`${key} ${end}`),
          kind: 'date',
          value: (record) => toCell('date', (record[key] as Record<string, string> | null)?.[end]),
        });
      }
      continue;
    }
    const unwrapped = schema instanceof z.ZodDefault || schema instanceof z.ZodNullable ? (schema.unwrap() as z.ZodType) : schema;
    if (unwrapped instanceof z.ZodObject) continue;
    if (unwrapped instanceof z.ZodArray && unwrapped.element instanceof z.ZodObject) {
      columns.push({ key, header: headerOf(key), kind: 'text', value: (record, names) => objectListText(resource, key, record[key], names) });
      continue;
    }
    const cellKind = kind ?? 'text';
    columns.push({ key, header: headerOf(key), kind: cellKind, value: (record) => toCell(cellKind, record[key]) });
  }
  columns.push(...(overrides.extra ?? []));
  for (const key of ['createdAt', 'updatedAt']) columns.push({ key, header: headerOf(key), kind: 'dateTime', value: (record) => toCell('dateTime', record[key]) });
  return columns;
}

/**
 * A list of objects as one text (e.g. an equipment requisition's items "Projector, 2; Screen, 1"): each
 * item's values but its `_id`, references by name (`references` keys `<list>.<field>`), joined by ", ",
 * items by "; ".
 */
function objectListText(resource: ResourceDescription, key: string, items: unknown, names: NameLookup): string | null {
  if (!Array.isArray(items) || items.length === 0) return null;
  return items
    .map((item: Record<string, unknown>) =>
      Object.entries(item)
        .filter(([field, value]) => field !== '_id' && value !== null && value !== undefined && value !== '')
        .map(([field, value]) => {
          const reference = resource.references?.[`${key}.${field}`];
          return reference ? (names(reference.table, textOf(value)) ?? '') : textOf(value);
        })
        .join(', '),
    )
    .join('; ');
}

/** The tables whose names the references of `columns` need, by the description's `references`. */
export function referencedTables(resource: ResourceDescription, columns: ExportColumn[]): RecordTable[] {
  const keys = new Set(columns.map((column) => column.key));
  return [...new Set(Object.entries(resource.references ?? {}).flatMap(([key, reference]) => (keys.has(key.split('.')[0]!) ? [reference.table] : [])))];
}
