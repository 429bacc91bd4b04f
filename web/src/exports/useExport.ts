import { useCallback, useEffect, useRef, useState } from 'react';
import { alertStore } from '../alerts/alertStore';
import { escapeHtml } from '../alerts/escapeHtml';
import { toastStore } from '../alerts/toastStore';
import { downloadExport, type ExportProgress } from './downloadExport';

/** The state of an export: idle, or under way with its progress. */
export type ExportState = { running: false } | { running: true; progress: ExportProgress };

/**
 * Runs one export download at a time (docs/exports.md): `start(url)` downloads it with progress,
 * `cancel()` aborts it (nothing is saved, a toast says so); a failure shows an error alert naming
 * `what` ("Could not export customers."). Leaving the screen cancels a download under way.
 */
export function useExport(what: string): { state: ExportState; start: (url: string, fallbackName: string) => Promise<void>; cancel: () => void } {
  const [state, setState] = useState<ExportState>({ running: false });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (url: string, fallbackName: string) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ running: true, progress: { bytes: 0, rows: null, totalRows: null } });
      try {
        const { fileName } = await downloadExport(url, { signal: current.signal, fallbackName, onProgress: (progress) => setState({ running: true, progress }) });
        toastStore.success(`Exported ${fileName}.`);
      } catch (error) {
        if (current.signal.aborted) toastStore.info('Export cancelled.');
        else alertStore.error(`${escapeHtml(`Could not export ${what}.`)} ${escapeHtml(error instanceof Error ? error.message : String(error))}`, { autoClose: false });
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setState({ running: false });
        }
      }
    },
    [what],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, start, cancel };
}
