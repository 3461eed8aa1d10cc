import { useCallback, useEffect, useState } from 'react';
import { usePdfLoader, type PdfDocumentLoader, type PdfPage } from './pdf-document';

export type PagesState =
  { kind: 'loading' } | { kind: 'ready'; pages: PdfPage[] } | { kind: 'failed' };

/**
 * Opens the PDF and reads every page's size up front (cheap, and a book has few pages), so each
 * page's frame is laid out before it is drawn. The document is closed when the reader goes away.
 */
export function usePdfPages(data: Blob, loadDocument?: PdfDocumentLoader) {
  const contextLoader = usePdfLoader();
  const load = loadDocument ?? contextLoader;
  const [state, setState] = useState<PagesState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    let opened: { destroy(): Promise<void> | void } | null = null;
    setState({ kind: 'loading' });
    (async () => {
      // pdf.js takes the bytes over; a fresh copy each time keeps the Blob whole for Download.
      const document = await load(new Uint8Array(await data.arrayBuffer()));
      opened = document;
      if (!current) return void document.destroy();
      const numbers = Array.from({ length: document.numPages }, (_, index) => index + 1);
      const pages = await Promise.all(numbers.map((number) => document.getPage(number)));
      if (current) setState({ kind: 'ready', pages });
    })().catch((error: unknown) => {
      console.warn('The PDF could not be opened.', error);
      if (current) setState({ kind: 'failed' });
    });
    return () => {
      current = false;
      void opened?.destroy();
    };
  }, [data, load, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
