import ExcelJS from 'exceljs';
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

/**
 * Writes an export as an XLSX workbook to `out` through ExcelJS's streaming writer (docs/exports.md):
 * one sheet named `title`, a bold header row that stays in view (frozen) and carries an auto filter,
 * typed cells (numbers, money with 2 decimals, dates and times as dates in UTC, yes/no as booleans).
 * Rows are committed as written and strings are inline (no shared-strings table), so memory does not
 * grow with the number of rows.
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
    rows(rows) {
      for (const cells of rows) sheet.addRow(cells).commit();
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
