import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** The most pages a preview draws (a receipt is a page or two; the rest is in the download). */
export const MAX_PREVIEW_PAGES = 5;

/**
 * Draws the first {@link MAX_PREVIEW_PAGES} pages of the PDF `bytes` into new canvases, each `width`
 * CSS pixels wide (sharp on high-density screens), with pdf.js (pdfjs-dist, its worker served from
 * this origin, no eval: the CSP of web/server allows neither plugins nor frames). Answers the canvases
 * and the document's page count. Rejects when the bytes are no PDF pdf.js can read.
 */
export async function renderPdfPages(bytes: ArrayBuffer, width: number): Promise<{ canvases: HTMLCanvasElement[]; pageCount: number }> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  try {
    const canvases: HTMLCanvasElement[] = [];
    const ratio = window.devicePixelRatio || 1;
    for (let number = 1; number <= Math.min(document.numPages, MAX_PREVIEW_PAGES); number += 1) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale: (width / page.getViewport({ scale: 1 }).width) * ratio });
      const canvas = window.document.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
      await page.render({ canvas, viewport }).promise;
      canvases.push(canvas);
    }
    return { canvases, pageCount: document.numPages };
  } finally {
    void document.destroy();
  }
}
