import { saveBlob } from '../download/saveBlob';
import { fetchWithToken } from '../session/fetchWithToken';

/** How far a download has come: bytes received, rows received (a CSV's line ends; null for XLSX) and rows announced. */
export interface ExportProgress {
  bytes: number;
  rows: number | null;
  totalRows: number | null;
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header, else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/** How many line feeds `chunk` holds (a CSV row ends with one; a quoted line break inside a field counts too). */
function lineFeeds(chunk: Uint8Array): number {
  let count = 0;
  for (const byte of chunk) if (byte === 10) count++;
  return count;
}

/**
 * `url` with `tz=` the browser's IANA time zone (docs/exports.md "Times"): the server writes the
 * export's times in it and names it in their headers. A URL that already names one keeps it.
 */
export function inLocalTime(url: string, zone = Intl.DateTimeFormat().resolvedOptions().timeZone): string {
  if (!zone || /[?&]tz=/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}tz=${encodeURIComponent(zone)}`;
}

/**
 * Downloads an export from the gateway (`url`, exportQuery.ts) with the bearer token (docs/exports.md):
 * reads the body as it streams, reporting {@link ExportProgress} after each chunk (`X-Export-Rows` is
 * the rows announced; for a CSV the rows so far are its line ends less the header, at most the total),
 * then saves the file under the server's file name. Times come in the browser's zone ({@link inLocalTime}). `signal` cancels it (rejects with an AbortError,
 * nothing saved). Rejects with the server's message (or the status) when it refuses.
 */
export async function downloadExport(
  url: string,
  options: { signal?: AbortSignal; onProgress?: (progress: ExportProgress) => void; fallbackName: string },
): Promise<{ fileName: string; rows: number | null }> {
  const response = await fetchWithToken(inLocalTime(url), { signal: options.signal });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new Error(typeof body?.message === 'string' ? body.message : `The export could not be downloaded (${response.status} ${response.statusText}).`);
  }
  const announced = response.headers.get('x-export-rows');
  const totalRows = announced === null || Number.isNaN(Number(announced)) ? null : Number(announced);
  const csv = (response.headers.get('content-type') ?? '').startsWith('text/csv');
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  let lines = 0;
  const progress = () => ({ bytes, rows: csv ? Math.max(0, Math.min(lines - 1, totalRows ?? Infinity)) : null, totalRows });
  options.onProgress?.(progress());
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      if (csv) lines += lineFeeds(value);
      options.onProgress?.(progress());
    }
  }
  const fileName = fileNameOf(response.headers.get('content-disposition'), options.fallbackName);
  saveBlob(new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? 'application/octet-stream' }), fileName);
  return { fileName, rows: totalRows };
}
