import { downloadExport, fileNameOf, inLocalTime, type ExportProgress } from './downloadExport';

/** A streamed answer of `chunks` with `headers`, as the gateway sends an export. */
function streamed(chunks: string[], headers: Record<string, string>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers });
}

describe('downloadExport (docs/exports.md)', () => {
  let saved: Blob[];

  beforeEach(() => {
    saved = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = jest.fn();
  });

  afterEach(() => jest.restoreAllMocks());

  it('reports the rows of a CSV as its lines arrive, against X-Export-Rows, and saves the file under the server’s name', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      streamed(['\uFEFFName,City\r\n', 'Acme,"Dubai\r\nMarina"\r\n', 'Beta,Doha\r\n'], {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="customers-2026-05-01.csv"',
        'x-export-rows': '2',
      }),
    );
    const progress: ExportProgress[] = [];
    const result = await downloadExport('/files/exports/customers?format=csv', { fallbackName: 'customers.csv', onProgress: (p) => progress.push(p) });
    expect(result).toEqual({ fileName: 'customers-2026-05-01.csv', rows: 2 });
    expect(progress[0]).toEqual({ bytes: 0, rows: 0, totalRows: 2 });
    // The quoted line break counts as a line end for a moment, but never past the total.
    expect(progress.map((p) => p.rows)).toEqual([0, 0, 2, 2]);
    expect(progress.at(-1)?.bytes).toBe(saved[0]?.size);
    expect(saved[0]?.type).toBe('text/csv; charset=utf-8');
  });

  it('reports bytes only for an XLSX', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(streamed(['PK..', '....'], { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'x-export-rows': '5' }));
    const progress: ExportProgress[] = [];
    const result = await downloadExport('/files/exports/products?format=xlsx', { fallbackName: 'products.xlsx', onProgress: (p) => progress.push(p) });
    expect(result.fileName).toBe('products.xlsx');
    expect(progress.at(-1)).toEqual({ bytes: 8, rows: null, totalRows: 5 });
  });

  it('rejects with the server’s message and saves nothing', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ message: 'You do not have permission to do this.', code: 'FORBIDDEN' }), { status: 403 }));
    await expect(downloadExport('/files/exports/employees?format=csv', { fallbackName: 'x.csv' })).rejects.toThrow('You do not have permission to do this.');
    expect(saved).toEqual([]);
  });

  it('reads the file name of a Content-Disposition header', () => {
    expect(fileNameOf('attachment; filename="visits-2026-05-01.xlsx"', 'x')).toBe('visits-2026-05-01.xlsx');
    expect(fileNameOf(null, 'fallback.csv')).toBe('fallback.csv');
  });
});

describe('inLocalTime (docs/exports.md "Times")', () => {
  it("adds the browser's zone as tz, keeps one already named", () => {
    expect(inLocalTime('/files/exports/visits?format=csv', 'Europe/Berlin')).toBe('/files/exports/visits?format=csv&tz=Europe%2FBerlin');
    expect(inLocalTime('/files/exports/visits', 'Asia/Tokyo')).toBe('/files/exports/visits?tz=Asia%2FTokyo');
    expect(inLocalTime('/files/exports/visits?format=csv&tz=UTC', 'Asia/Tokyo')).toBe('/files/exports/visits?format=csv&tz=UTC');
  });
});
