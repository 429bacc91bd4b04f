import type { Writable } from 'node:stream';
import type { CellValue, ExportColumn } from './columns';
import type { ExportWriter } from './writer';

/** A byte order mark, so that Excel reads the file as UTF-8 (names with accents, Arabic, …). */
const BOM = '\uFEFF';

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote, a line break or leading/trailing
 * spaces, quotes doubled. A text starting with `=`, `+`, `-`, `@`, a tab or a carriage return gets a
 * leading `'` so that a spreadsheet opening the file shows it rather than runs it as a formula (OWASP
 * "CSV injection"); numbers are written as numbers.
 */
export function csvField(value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = value instanceof Date ? value.toISOString() : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A cell of `column` as CSV text: dates `YYYY-MM-DD`, times `YYYY-MM-DD HH:MM:SS` (UTC), money with 2 decimals. */
export function csvCell(column: ExportColumn, value: CellValue): string {
  if (value instanceof Date) {
    const iso = value.toISOString();
    return column.kind === 'date' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
  }
  if (column.kind === 'money' && typeof value === 'number') return value.toFixed(2);
  return csvField(value);
}

/**
 * Writes an export as CSV (UTF-8 with a byte order mark, CRLF line ends, a header row) to `out`, row
 * by row as batches come (docs/exports.md).
 */
export function csvWriter(out: Writable, columns: ExportColumn[]): ExportWriter {
  return {
    start() {
      out.write(`${BOM}${columns.map((column) => csvField(column.header)).join(',')}\r\n`);
    },
    rows(rows) {
      let text = '';
      for (const cells of rows) text += `${cells.map((value, i) => csvCell(columns[i]!, value)).join(',')}\r\n`;
      out.write(text);
    },
    end() {
      out.end();
      return Promise.resolve();
    },
  };
}
