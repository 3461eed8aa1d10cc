import { useEffect, useRef, useState } from 'react';
import { usePdfReaderT } from './i18n';
import type { PdfPage } from './pdf-document';

interface PdfCanvasProps {
  page: PdfPage;
  pageNumber: number;
  scale: number;
}

const canObserve = () => typeof IntersectionObserver !== 'undefined';

/**
 * One page on a canvas, drawn once it is near the screen (all at once where the browser cannot
 * tell). The frame has the page's size before the drawing is there, so nothing jumps.
 */
export function PdfCanvas({ page, pageNumber, scale }: PdfCanvasProps) {
  const { t } = usePdfReaderT();
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
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
    task.promise.catch((error: unknown) => {
      // A newer zoom cancels the older drawing; that is not a failure.
      if ((error as { name?: string } | null)?.name !== 'RenderingCancelledException') {
        console.warn(`Page ${pageNumber} could not be drawn.`, error);
      }
    });
    return () => task.cancel();
  }, [near, page, pageNumber, scale, width, height]);

  return (
    <div
      ref={frame}
      className="pdf-reader__page"
      data-page-number={pageNumber}
      style={{ width: `${width}px`, height: `${height}px` }}
    >
      <canvas
        ref={canvas}
        role="img"
        aria-label={t('reader.page', { page: pageNumber })}
        style={{ width: `${width}px`, height: `${height}px` }}
      />
    </div>
  );
}
