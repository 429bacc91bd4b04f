import type { CellValue } from './columns';

/** A file format's writer of an export (src/exports/csv.ts, src/exports/xlsx.ts): header, rows in batches, end. */
export interface ExportWriter {
  /** Writes what comes before the rows (the header row). */
  start(): void;
  /**
   * Writes rows, each its cells in the columns' order; a promise when the writer holds data of its own
   * still to be encoded, resolving once it has taken that in (backpressure before the output's own).
   */
  rows(rows: CellValue[][]): void | Promise<void>;
  /** Writes what comes after the rows and ends the output. */
  end(): Promise<void>;
}
