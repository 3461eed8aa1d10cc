import { createContext, useContext } from 'react';

/** A drawing in progress; cancel() stops one no longer wanted (its promise then rejects). */
export interface PdfTask {
  promise: Promise<void>;
  cancel(): void;
}

/** What the reader needs of one PDF page; pdf.js is adapted to this so tests can stand in. */
export interface PdfPage {
  /** The page's size at 100%, in CSS pixels. */
  width: number;
  height: number;
  /** Draws the page into the canvas at `scale`. */
  render(canvas: HTMLCanvasElement, scale: number): PdfTask;
  /**
   * Lays the page's words into `container`, each where it is printed, at `scale`: invisible over
   * the drawing, but there to select, copy, search and be read by a screen reader.
   */
  renderText(container: HTMLElement, scale: number): PdfTask;
}

export interface PdfDocument {
  numPages: number;
  getPage(pageNumber: number): Promise<PdfPage>;
  destroy(): Promise<void> | void;
}

/** Opens a PDF from its bytes. */
export type PdfDocumentLoader = (data: Uint8Array) => Promise<PdfDocument>;

/**
 * The real loader: pdf.js and its worker are fetched on first use only, so neither enters the
 * first visit's bundle. Pages draw on the main thread (no renderer worker is configured), which
 * is quick enough for a picture book of a dozen pages.
 */
export const loadWithPdfJs: PdfDocumentLoader = async (data) => {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const task = pdfjs.getDocument({ data });
  const document = await task.promise;
  return {
    numPages: document.numPages,
    async getPage(pageNumber) {
      const page = await document.getPage(pageNumber);
      const { width, height } = page.getViewport({ scale: 1 });
      return {
        width,
        height,
        render(canvas, scale) {
          const task = page.render({ canvas, viewport: page.getViewport({ scale }) });
          return { promise: task.promise, cancel: () => task.cancel() };
        },
        renderText(container, scale) {
          const layer = new pdfjs.TextLayer({
            textContentSource: page.streamTextContent(),
            container,
            viewport: page.getViewport({ scale }),
          });
          return { promise: layer.render(), cancel: () => layer.cancel() };
        },
      };
    },
    // Destroying the loading task closes the document and ends its worker.
    destroy: () => task.destroy(),
  };
};

const PdfLoaderContext = createContext<PdfDocumentLoader>(loadWithPdfJs);

/** Lets a test (or another host) open documents its own way; the app uses pdf.js. */
export const PdfLoaderProvider = PdfLoaderContext.Provider;

export const usePdfLoader = (): PdfDocumentLoader => useContext(PdfLoaderContext);
