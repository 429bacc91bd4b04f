import Papa from 'papaparse';
import type { CellValue } from './resource';

/** A CSV column: its header and the text of a record's cell. */
export interface CsvColumn<TRecord> {
  header: string;
  cell: (record: TRecord) => CellValue;
}

/**
 * Cells that a spreadsheet would run as a formula (`=`, `@`, a tab or carriage return first, or `+`
 * or `-` followed by something other than a digit or a space) get a leading `'` (CSV injection);
 * phone numbers such as "+1 555 0100" and negative numbers stay as they are.
 */
const FORMULA_START = /^(?:[=@\t\r]|[+-](?![\d\s]))/;

/**
 * The CSV text of `records` under `columns` (RFC 4180, by papaparse's `unparse`): a header row, then
 * one row per record; fields holding a comma, a double quote, a line break or surrounding spaces
 * are quoted, quotes doubled; every line ends in CRLF; a missing cell is empty.
 */
export function buildCsv<TRecord>(columns: readonly CsvColumn<TRecord>[], records: readonly TRecord[]): string {
  const text = Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: records.map((record) => columns.map((column) => column.cell(record) ?? '')),
    },
    { newline: '\r\n', escapeFormulae: FORMULA_START },
  );
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

/** The file name of a resource's CSV export: its plural, lower case, words joined by "-" ("salesperson-codes.csv"). */
export function csvFileName(plural: string): string {
  return `${plural
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.csv`;
}
