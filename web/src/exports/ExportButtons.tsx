import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { Download, X } from 'lucide-react';
import type { ExportFormat } from './exportQuery';
import type { ExportProgress } from './downloadExport';
import { useExport } from './useExport';
import './exports.css';

/** The formats offered, in order: their button text and accessible name. */
const FORMATS: readonly { format: ExportFormat; label: string; name: string }[] = [
  { format: 'csv', label: 'CSV', name: 'Export CSV' },
  { format: 'xlsx', label: 'XLSX', name: 'Export XLSX' },
];

const numberFormat = new Intl.NumberFormat();

/** "1.2 MB", "340 kB", "512 B". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1000) return `${Math.round(bytes / 1000)} kB`;
  return `${bytes} B`;
}

/** What a download under way says: "1,200 of 5,000 rows · 1.2 MB" (rows when known), else the bytes. */
export function progressText(progress: ExportProgress): string {
  const size = formatBytes(progress.bytes);
  if (progress.totalRows === null) return `${size} received`;
  const total = numberFormat.format(progress.totalRows);
  return progress.rows === null ? `${total} rows · ${size} received` : `${numberFormat.format(progress.rows)} of ${total} rows · ${size}`;
}

/** Props of {@link ExportButtons}. */
export interface ExportButtonsProps {
  /** The gateway URL of the export in `format` (exportQuery.ts `exportUrl`) with what the screen filters now. */
  url: (format: ExportFormat) => string;
  /** What is exported, for messages: "customers". */
  what: string;
  /** The file name when the server sends none. */
  fileName: (format: ExportFormat) => string;
  /** Disables the buttons (e.g. while a filter is invalid). */
  disabled?: boolean;
}

/**
 * "Export CSV" and "Export XLSX" (docs/exports.md): the server's export of exactly what the screen
 * lists, downloaded through the gateway with the bearer token; while it runs, a progress bar (rows of
 * a CSV against `X-Export-Rows`; bytes otherwise) and "Cancel export" instead of the buttons.
 */
export function ExportButtons({ url, what, fileName, disabled }: ExportButtonsProps) {
  const { state, start, cancel } = useExport(what);
  if (state.running) {
    const { progress } = state;
    const percent = progress.rows !== null && progress.totalRows ? Math.round((progress.rows / progress.totalRows) * 100) : null;
    return (
      <div className="export-progress" role="status" aria-live="polite">
        <ProgressBar
          value={percent ?? undefined}
          mode={percent === null ? 'indeterminate' : 'determinate'}
          showValue={false}
          aria-label={`Export progress of ${what}`}
          aria-valuenow={percent ?? undefined}
        />
        <span className="export-progress-text">{progressText(progress)}</span>
        <Button type="button" label="Cancel export" text severity="secondary" icon={<X size={16} aria-hidden="true" />} onClick={cancel} />
      </div>
    );
  }
  return (
    <div className="export-buttons" role="group" aria-label="Export">
      {FORMATS.map(({ format, label, name }) => (
        <Button
          key={format}
          type="button"
          label={label}
          aria-label={name}
          outlined
          icon={<Download size={18} aria-hidden="true" />}
          disabled={disabled}
          onClick={() => void start(url(format), fileName(format))}
        />
      ))}
    </div>
  );
}
