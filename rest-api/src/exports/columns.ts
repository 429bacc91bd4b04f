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
  /**
   * A list keyed by a reference (a visit's notes `[{ section, text }]`): the column stands for one
   * column per record of the referenced table, found when an export starts ({@link expandColumns}).
   */
  perRecord?: { table: RecordTable; keyField: string; textField: string };
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

/** `HOD_APPROVED` → "Hod approved", `MILEAGE` → "Mileage": a status or kind code as people read it (as the web's). */
export function codeLabel(code: string): string {
  const words = code.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Whether `schema` (maybe nullable, optional or defaulted) is an enum of codes (a status, a kind). */
function isEnum(schema: z.ZodType): boolean {
  const inner = schema instanceof z.ZodNullable || schema instanceof z.ZodOptional || schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema;
  return inner instanceof z.ZodEnum;
}

/** Whether `schema` (maybe nullable or optional) is a bare id (a UUID that names nothing a reader knows). */
function isId(schema: z.ZodType): boolean {
  const inner = schema instanceof z.ZodNullable || schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  return inner instanceof z.ZodUUID || inner instanceof z.ZodGUID;
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
    // A reference whose record the row also names (`customer` beside `customerName`, a claim's `visit` beside `visitNumber`).
    if (omitted.has(key) || key === 'createdAt' || key === 'updatedAt' || `${key}Name` in shape || `${key}Number` in shape) continue;
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
    if (isId(schema)) continue;
    if (isEnum(schema)) {
      columns.push({ key, header: headerOf(key), kind: 'text', value: (record) => (typeof record[key] === 'string' ? codeLabel(record[key]) : null) });
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
      const itemShape = unwrapped.element.shape as Record<string, z.ZodType>;
      const perRecord = keyedList(resource, key, itemShape);
      columns.push({
        key,
        header: headerOf(key),
        kind: 'text',
        value: (record, names) => objectListText(resource, key, itemShape, record[key], names),
        ...(perRecord ? { perRecord } : {}),
      });
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
 * A list of objects as one text (e.g. an equipment requisition's items "Projector · 2", a claim's lines
 * "Mileage · 12.5 · 5.63 · lunch.pdf"): one line per item (so that no text inside an item collides with
 * the separator between items; line breaks inside a value become spaces), each item's values but its
 * ids, joined by " · ": references by name (`references` keys `<list>.<field>`), codes as labels, a
 * nested object (a receipt) by its `originalName` or `name`.
 */
function objectListText(resource: ResourceDescription, key: string, itemShape: Record<string, z.ZodType>, items: unknown, names: NameLookup): string | null {
  if (!Array.isArray(items) || items.length === 0) return null;
  return items
    .map((item: Record<string, unknown>) =>
      Object.entries(item)
        .filter(([field, value]) => field !== '_id' && value !== null && value !== undefined && value !== '')
        .map(([field, value]) => {
          const reference = resource.references?.[`${key}.${field}`];
          if (reference) return names(reference.table, textOf(value)) ?? '';
          if (typeof value === 'string' && itemShape[field] && isEnum(itemShape[field])) return codeLabel(value);
          if (typeof value === 'object' && !Array.isArray(value)) {
            const named = (value as Record<string, unknown>).originalName ?? (value as Record<string, unknown>).name;
            return named === undefined ? '' : textOf(named);
          }
          return textOf(value);
        })
        .filter((text) => text !== '')
        .map((text) => text.replace(/\s*[\r\n]+\s*/g, ' '))
        .join(' · '),
    )
    .join('\n');
}

/**
 * The keyed list `key` of `resource` (docs/exports.md "one column per section"): items of exactly a
 * reference (`<key>.<field>` in `references`) and one text (a string; an equipment requisition's
 * `{ equipment, quantity }` is no keyed list), each referenced record at most once (a
 * visit's notes `{ section, text }`); else undefined.
 */
function keyedList(resource: ResourceDescription, key: string, itemShape: Record<string, z.ZodType>): ExportColumn['perRecord'] {
  const fields = Object.keys(itemShape).filter((field) => field !== '_id');
  if (fields.length !== 2) return undefined;
  const keyField = fields.find((field) => resource.references?.[`${key}.${field}`]);
  const textField = fields.find((field) => field !== keyField);
  if (!keyField || !textField) return undefined;
  const text = itemShape[textField]!;
  if (!((text instanceof z.ZodOptional || text instanceof z.ZodNullable ? text.unwrap() : text) instanceof z.ZodString)) return undefined;
  return { table: resource.references![`${key}.${keyField}`]!.table, keyField, textField };
}

/**
 * The columns an export writes (docs/exports.md "Columns"), once it starts: each keyed-list column
 * (`perRecord`) becomes one column per record of its referenced table, in the table's order
 * (`position` when it has one, else its name), headed by that record's name, holding the item's text;
 * other columns as they are. `records` reads the referenced table's `{ id, name }` rows in that order.
 */
export async function expandColumns(columns: ExportColumn[], records: (table: RecordTable) => Promise<Array<{ id: string; name: string }>>): Promise<ExportColumn[]> {
  const expanded: ExportColumn[] = [];
  for (const column of columns) {
    if (!column.perRecord) {
      expanded.push(column);
      continue;
    }
    const { table, keyField, textField } = column.perRecord;
    for (const referenced of await records(table)) {
      expanded.push({
        key: `${column.key}.${referenced.id}`,
        header: referenced.name,
        kind: 'text',
        value: (record) => {
          const items = record[column.key];
          const item = Array.isArray(items) ? (items as Array<Record<string, unknown>>).find((entry) => entry[keyField] === referenced.id) : undefined;
          const text = item?.[textField];
          return typeof text === 'string' ? text : null;
        },
      });
    }
  }
  return expanded;
}

/** The tables whose names the references of `columns` need, by the description's `references`. */
export function referencedTables(resource: ResourceDescription, columns: ExportColumn[]): RecordTable[] {
  const keys = new Set(columns.map((column) => column.key));
  return [...new Set(Object.entries(resource.references ?? {}).flatMap(([key, reference]) => (keys.has(key.split('.')[0]!) ? [reference.table] : [])))];
}
