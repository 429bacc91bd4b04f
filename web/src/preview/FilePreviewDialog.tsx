import { useEffect, useRef, useState } from 'react';
import { Dialog } from 'primereact/dialog';
import { fetchWithToken } from '../session/fetchWithToken';
import './preview.css';

/** What the dialog shows: loading, an image (object URL), a PDF's pages drawn, or why not. */
type Shown = { state: 'loading' } | { state: 'image'; url: string } | { state: 'pdf'; canvases: HTMLCanvasElement[]; pageCount: number } | { state: 'failed'; message: string };

/**
 * A file the gateway serves with the bearer token (a claim's receipt, `/files/...`) previewed in place
 * (DESIGN §5 "previewed in place"; docs/visits.md "Web"): a PNG, JPEG or WebP as an image from an
 * object URL (revoked on close), a PDF drawn page by page by pdf.js (src/preview/pdfPages.ts, loaded
 * only when a PDF is opened). `title` names the file (the dialog's heading); `onHide` closes it.
 */
export function FilePreviewDialog({ url, title, mimeType, onHide }: { url: string; title: string; mimeType: string; onHide: () => void }) {
  const [shown, setShown] = useState<Shown>({ state: 'loading' });
  const pages = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    let objectUrl: string | null = null;
    void (async () => {
      try {
        const response = await fetchWithToken(url);
        if (!response.ok) throw new Error(`The file could not be loaded (${response.status}).`);
        if (mimeType === 'application/pdf') {
          const bytes = await response.arrayBuffer();
          const { renderPdfPages } = await import('./pdfPages');
          const drawn = await renderPdfPages(bytes, Math.min(760, window.innerWidth - 64));
          if (!cancelled) setShown({ state: 'pdf', ...drawn });
        } else {
          objectUrl = URL.createObjectURL(await response.blob());
          if (!cancelled) setShown({ state: 'image', url: objectUrl });
        }
      } catch (failure) {
        if (!cancelled) setShown({ state: 'failed', message: failure instanceof Error ? failure.message : 'The file could not be shown.' });
      }
    })();
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, mimeType]);

  useEffect(() => {
    if (shown.state !== 'pdf' || !pages.current) return;
    pages.current.replaceChildren(
      ...shown.canvases.map((canvas, index) => {
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', `${title}, page ${index + 1} of ${shown.pageCount}`);
        return canvas;
      }),
    );
  }, [shown, title]);

  return (
    <Dialog header={title} visible onHide={onHide} className="file-preview-dialog" style={{ width: 'min(52rem, 96vw)' }} dismissableMask>
      {/* The preview scrolls by itself (a tall page), reachable by keyboard to scroll it. */}
      <div className="file-preview" role="region" aria-label={title} tabIndex={0} aria-busy={shown.state === 'loading'}>
        {shown.state === 'loading' && <p role="status">Loading preview…</p>}
        {shown.state === 'failed' && <p role="alert">{shown.message}</p>}
        {shown.state === 'image' && <img src={shown.url} alt={title} className="file-preview-image" />}
        {shown.state === 'pdf' && (
          <>
            <div ref={pages} className="file-preview-pages" data-testid="pdf-pages" />
            {shown.pageCount > shown.canvases.length && <p>{`The first ${shown.canvases.length} of ${shown.pageCount} pages; download the file for the rest.`}</p>}
          </>
        )}
      </div>
    </Dialog>
  );
}
