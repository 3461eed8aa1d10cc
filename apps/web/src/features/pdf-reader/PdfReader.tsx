import { useRef, type KeyboardEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { ErrorBox } from '../../components/ui/ErrorBox';
import { Spinner } from '../../components/ui/Spinner';
import { usePdfReaderT } from './i18n';
import { PdfCanvas } from './PdfCanvas';
import type { PdfDocumentLoader, PdfPage } from './pdf-document';
import { saveBlobAs } from '../../lib/download';
import { useCurrentPage } from './use-current-page';
import { usePdfPages } from './use-pdf-pages';
import { useZoom } from './use-zoom';
import './pdf-reader.css';

interface PdfReaderProps {
  /** The PDF itself; Download saves these same bytes. */
  data: Blob;
  /** Names the reader for screen readers. */
  title: string;
  fileName: string;
  /** How to open the document; the app's default is pdf.js (tests pass their own). */
  loadDocument?: PdfDocumentLoader;
}

/** Room left beside the pages inside the viewer (its padding), so "fit width" really fits. */
const VIEWER_GUTTER_PX = 24;

const prefersLessMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A PDF reader: the pages one under the other, zoom out / in / fit width with the percent
 * shown, page x of y with previous and next, the keyboard (+, -, arrows, Page Up/Down), and a
 * download of the same file. It fits the width at the start, which is what a phone needs.
 */
export function PdfReader({ data, title, fileName, loadDocument }: PdfReaderProps) {
  const { t } = usePdfReaderT();
  const { state, retry } = usePdfPages(data, loadDocument);

  if (state.kind === 'loading') {
    return (
      <div className="pdf-reader pdf-reader--center">
        <Spinner label={t('reader.opening')} />
      </div>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div className="pdf-reader pdf-reader--center">
        <ErrorBox
          title={t('reader.openFailedTitle')}
          message={t('reader.openFailed')}
          onRetry={retry}
        />
      </div>
    );
  }
  return <ReaderView pages={state.pages} data={data} title={title} fileName={fileName} />;
}

interface ReaderViewProps {
  pages: PdfPage[];
  data: Blob;
  title: string;
  fileName: string;
}

function ReaderView({ pages, data, title, fileName }: ReaderViewProps) {
  const { t } = usePdfReaderT();
  const viewer = useRef<HTMLDivElement>(null);
  const widest = Math.max(...pages.map((page) => page.width));
  const zoom = useZoom(viewer, widest, VIEWER_GUTTER_PX);
  const total = pages.length;
  const [current, setCurrent] = useCurrentPage(viewer, total);

  function goTo(pageNumber: number) {
    const target = Math.min(Math.max(pageNumber, 1), total);
    setCurrent(target);
    const frame = viewer.current?.querySelector(`[data-page-number="${target}"]`);
    frame?.scrollIntoView?.({ block: 'start', behavior: prefersLessMotion() ? 'auto' : 'smooth' });
  }

  function onKeyDown(event: KeyboardEvent) {
    // Ctrl/Cmd with + or - is the browser's own zoom; leave it alone.
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === '+' || event.key === '=') zoom.zoomIn();
    else if (event.key === '-' || event.key === '_') zoom.zoomOut();
    else if (event.key === 'ArrowRight' || event.key === 'PageDown') goTo(current + 1);
    else if (event.key === 'ArrowLeft' || event.key === 'PageUp') goTo(current - 1);
    else return;
    event.preventDefault();
  }

  return (
    <section className="pdf-reader" aria-label={t('reader.label', { title })} onKeyDown={onKeyDown}>
      {/* At a limit the buttons stay focusable (aria-disabled) so the keyboard keeps its place. */}
      <div className="pdf-reader__toolbar" role="toolbar" aria-label={t('reader.toolbar')}>
        <div className="pdf-reader__group">
          <Button
            variant="secondary"
            aria-label={t('reader.previousPage')}
            aria-disabled={current <= 1}
            onClick={() => goTo(current - 1)}
          >
            ‹
          </Button>
          <p className="pdf-reader__status" aria-live="polite">
            {t('reader.pageOf', { page: current, total })}
          </p>
          <Button
            variant="secondary"
            aria-label={t('reader.nextPage')}
            aria-disabled={current >= total}
            onClick={() => goTo(current + 1)}
          >
            ›
          </Button>
        </div>
        <div className="pdf-reader__group">
          <Button
            variant="secondary"
            aria-label={t('reader.zoomOut')}
            aria-disabled={!zoom.canZoomOut}
            onClick={zoom.zoomOut}
          >
            −
          </Button>
          <output className="pdf-reader__status" aria-live="polite" aria-label={t('reader.zoom')}>
            {zoom.percent}%
          </output>
          <Button
            variant="secondary"
            aria-label={t('reader.zoomIn')}
            aria-disabled={!zoom.canZoomIn}
            onClick={zoom.zoomIn}
          >
            +
          </Button>
          <Button variant="secondary" aria-pressed={zoom.fitting} onClick={zoom.fitWidth}>
            {t('reader.fitWidth')}
          </Button>
        </div>
        <Button onClick={() => saveBlobAs(data, fileName)}>{t('reader.download')}</Button>
      </div>
      <div
        ref={viewer}
        className="pdf-reader__viewer"
        // Focusable, so the keyboard can scroll the pages and use the reader's keys.
        tabIndex={0}
        role="region"
        aria-label={t('reader.pages')}
      >
        {pages.map((page, index) => (
          <PdfCanvas key={index} page={page} pageNumber={index + 1} scale={zoom.scale} />
        ))}
      </div>
    </section>
  );
}
