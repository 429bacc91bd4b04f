import ExcelJS from 'exceljs';
import { type EventEmitter, once } from 'node:events';
import type { Writable } from 'node:stream';
import type { CellKind, ExportColumn } from './columns';
import type { ExportWriter } from './writer';

/** The number format of each kind of cell (Excel's codes); text and yes/no cells keep the default. */
const NUMBER_FORMATS: Partial<Record<CellKind, string>> = {
  integer: '0',
  number: '#,##0.##',
  money: '#,##0.00',
  date: 'yyyy-mm-dd',
  dateTime: 'yyyy-mm-dd hh:mm',
};

/** A column's width in characters: its header's, at least 10, wider for times and text. */
function widthOf(column: ExportColumn): number {
  const least = column.kind === 'dateTime' ? 17 : column.kind === 'text' ? 18 : 10;
  return Math.max(least, column.header.length + 2);
}

/** A worksheet name Excel accepts: at most 31 characters, none of `[]:*?/\`. */
export function sheetName(title: string): string {
  return title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Export';
}

/** The writable side of the stream between a streaming worksheet and the zip (see {@link worksheetSink}). */
export interface WorksheetSink extends EventEmitter {
  /** Node's writable state (readable-stream 2, which archiver uses, has no `writableNeedDrain`). */
  _writableState: { needDrain: boolean };
}

/**
 * The stream between a streaming worksheet and the zip: ExcelJS 4 pipes the sheet's XML (its `stream`,
 * a StreamBuf) into a PassThrough that archiver deflates into the workbook's output. ExcelJS writes into
 * it without heeding backpressure, so rows added faster than they are deflated pile up there (about
 * 190 MiB for 1,000,000 rows in `npm run bench`); it emits `drain` once it has passed them on.
 * Undefined if an ExcelJS release builds it otherwise; the exports test checks that this one does.
 */
export function worksheetSink(sheet: ExcelJS.Worksheet): WorksheetSink | undefined {
  const sink = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes?.[0] as Partial<WorksheetSink> | undefined;
  return typeof sink?.once === 'function' && typeof sink._writableState?.needDrain === 'boolean' ? (sink as WorksheetSink) : undefined;
}

/**
 * Writes an export as an XLSX workbook to `out` through ExcelJS's streaming writer (docs/exports.md):
 * one sheet named `title`, a bold header row that stays in view (frozen) and carries an auto filter,
 * typed cells (numbers, money with 2 decimals, dates and times as dates in UTC, yes/no as booleans).
 * Rows are committed as written and strings are inline (no shared-strings table), and `rows` waits while
 * the sheet's XML waits to be deflated ({@link worksheetSink}), so memory does not grow with the number of rows.
 */
export function xlsxWriter(out: Writable, columns: ExportColumn[], title: string): ExportWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(title), { views: [{ state: 'frozen', ySplit: 1 }] });
  return {
    start() {
      sheet.columns = columns.map((column) => ({
        header: column.header,
        key: column.key,
        width: widthOf(column),
        ...(NUMBER_FORMATS[column.kind] ? { style: { numFmt: NUMBER_FORMATS[column.kind] } } : {}),
      }));
      sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
      const header = sheet.getRow(1);
      header.eachCell((cell) => {
        cell.style = { font: { bold: true } };
      });
      header.commit();
    },
    async rows(rows) {
      for (const cells of rows) sheet.addRow(cells).commit();
      const sink = worksheetSink(sheet);
      if (sink?._writableState.needDrain && !out.destroyed) await Promise.race([once(sink, 'drain'), once(out, 'close')]);
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
