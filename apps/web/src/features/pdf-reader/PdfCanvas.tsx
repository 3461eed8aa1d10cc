import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { usePdfReaderT } from './i18n';
import type { PdfPage, PdfTask } from './pdf-document';

interface PdfCanvasProps {
  page: PdfPage;
  pageNumber: number;
  scale: number;
}

const canObserve = () => typeof IntersectionObserver !== 'undefined';

/** A newer zoom cancels the older drawing; that is not a failure. */
function warnUnlessCancelled(task: PdfTask, what: string) {
  task.promise.catch((error: unknown) => {
    const name = (error as { name?: string } | null)?.name;
    if (name !== 'RenderingCancelledException' && name !== 'AbortException') {
      console.warn(what, error);
    }
  });
}

/**
 * One page on a canvas, drawn once it is near the screen (all at once where the browser cannot
 * tell), with its words laid over the drawing to select and to be read aloud. The frame has the
 * page's size before the drawing is there, so nothing jumps.
 */
export function PdfCanvas({ page, pageNumber, scale }: PdfCanvasProps) {
  const { t } = usePdfReaderT();
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const words = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => !canObserve());
  const width = Math.floor(page.width * scale);
  const height = Math.floor(page.height * scale);

  useEffect(() => {
    const element = frame.current;
    if (!element || !canObserve()) return;
    const nearby = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    nearby.observe(element);
    return () => nearby.disconnect();
  }, []);

  useEffect(() => {
    const target = canvas.current;
    if (!near || !target) return;
    // Sharp on high-density screens: more canvas pixels than CSS pixels.
    const density = window.devicePixelRatio || 1;
    target.width = Math.floor(width * density);
    target.height = Math.floor(height * density);
    const task = page.render(target, scale * density);
    warnUnlessCancelled(task, `Page ${pageNumber} could not be drawn.`);
    return () => task.cancel();
  }, [near, page, pageNumber, scale, width, height]);

  useEffect(() => {
    const layer = words.current;
    if (!near || !layer) return;
    layer.replaceChildren();
    const task = page.renderText(layer, scale);
    warnUnlessCancelled(task, `The words of page ${pageNumber} could not be laid out.`);
    return () => task.cancel();
  }, [near, page, pageNumber, scale]);

  return (
    <div
      ref={frame}
      className="pdf-reader__page"
      data-page-number={pageNumber}
      // pdf.js sizes the words by these (its text layer's custom properties).
      style={
        {
          width: `${width}px`,
          height: `${height}px`,
          '--total-scale-factor': scale,
          '--scale-round-x': '1px',
          '--scale-round-y': '1px',
        } as CSSProperties
      }
    >
      <canvas
        ref={canvas}
        role="img"
        aria-label={t('reader.page', { page: pageNumber })}
        style={{ width: `${width}px`, height: `${height}px` }}
      />
      <div ref={words} className="pdf-reader__words" />
    </div>
  );
}
