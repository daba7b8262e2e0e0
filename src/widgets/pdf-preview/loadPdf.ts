/**
 * pdf.js on demand: the library (~400 kB) and its worker load only when a preview opens, the worker
 * as its own asset file (Vite `?url`), so no page pays for them up front.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';

let ready: Promise<typeof import('pdfjs-dist')> | null = null;

function pdfjs() {
  ready ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(([lib, worker]) => {
    lib.GlobalWorkerOptions.workerSrc = worker.default;
    return lib;
  });
  ready.catch(() => {
    ready = null;
  });
  return ready;
}

/** Open a PDF from its bytes; rejects on anything pdf.js cannot read. */
export async function openPdf(bytes: ArrayBuffer | Uint8Array): Promise<PDFDocumentProxy> {
  const lib = await pdfjs();
  const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  // No eval: the app's pages never need pdf.js's compiled fonts, and it keeps a strict CSP possible.
  return lib.getDocument({ data, isEvalSupported: false }).promise;
}
