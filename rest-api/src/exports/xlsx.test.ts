import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportColumn } from './columns';
import { worksheetSink, xlsxWriter } from './xlsx';

const COLUMNS: ExportColumn[] = [
  { key: 'name', header: 'Name', kind: 'text', value: () => null },
  { key: 'notes', header: 'Notes', kind: 'text', value: () => null },
  { key: 'amount', header: 'Amount', kind: 'money', value: () => null },
];

/** A batch of rows whose text deflates poorly (a different pseudo-random text per row), so the zip has work to do. */
function batch(start: number, size = 500): (string | number)[][] {
  return Array.from({ length: size }, (_, i) => {
    const n = start + i;
    const noise = Array.from({ length: 12 }, (__, k) => ((n * 2654435761 + k * 40503) >>> 0).toString(36)).join(' ');
    return [`Customer ${n}`, noise, n / 100];
  });
}

/** Whether `promise` is still pending after `ms` milliseconds. */
async function pendingAfter(promise: Promise<unknown>, ms: number): Promise<boolean> {
  const waited = Symbol('waited');
  return (await Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve(waited), ms))])) === waited;
}

/** Collects what `out` gives from now on. */
function collect(out: PassThrough): Promise<Buffer> {
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    out.on('end', () => resolve(Buffer.concat(chunks)));
    out.on('error', reject);
  });
}

describe('xlsxWriter backpressure (docs/exports.md: memory does not grow with the rows)', () => {
  it('waits while nobody reads the workbook, instead of holding every row, and goes on once it is read', async () => {
    const out = new PassThrough();
    const writer = xlsxWriter(out, COLUMNS, 'Customers');
    writer.start();
    // Nobody reads `out`: a writer that keeps taking rows buffers them all.
    let written = 0;
    let waiting: Promise<void> | undefined;
    for (let round = 0; round < 200 && !waiting; round++) {
      const rows = writer.rows(batch(written));
      written += 500;
      if (rows && (await pendingAfter(rows, 300))) waiting = rows;
    }
    expect(waiting).toBeDefined();
    // It stopped after a few batches (a few MiB of XML), not after the 100,000 rows offered.
    expect(written).toBeLessThan(50_000);

    const body = collect(out);
    await waiting;
    await writer.rows(batch(written));
    written += 500;
    await writer.end();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await body) as never);
    const sheet = workbook.getWorksheet('Customers')!;
    expect(sheet.rowCount).toBe(written + 1);
    expect(sheet.getRow(written + 1).getCell(1).value).toBe(`Customer ${written - 1}`);
  });
});

describe('worksheetSink', () => {
  it('finds the stream between the sheet and the zip in this ExcelJS (else the backpressure above is lost)', () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: new PassThrough() });
    const sheet = workbook.addWorksheet('Probe');
    sheet.addRow(['a']).commit();
    expect(worksheetSink(sheet)).toBeDefined();
    expect(typeof worksheetSink(sheet)!._writableState.needDrain).toBe('boolean');
  });
});
