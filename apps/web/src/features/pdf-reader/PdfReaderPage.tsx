import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Card } from '../../components/ui/Card';
import { ErrorBox } from '../../components/ui/ErrorBox';
import { Spinner } from '../../components/ui/Spinner';
import { paths } from '../../config/paths';
import { userMessageOf } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-client-context';
import { usePdfReaderT } from './i18n';
import { PdfReader } from './PdfReader';
import './pdf-reader.css';
import { pdfFileName } from '../../lib/download';
import { fetchBookPdf, findBook, type ReadableBook } from './pdf-reader-api';

type Phase =
  | { kind: 'loading' }
  | { kind: 'ready'; book: ReadableBook; pdf: Blob }
  | { kind: 'notFound' }
  | { kind: 'notReady' }
  | { kind: 'failed'; message: string };

interface PdfReaderPageProps {
  /** An artifact id or a story id of the signed-in user's. */
  id: string;
  /** What to show when the id names nothing of theirs. */
  renderNotFound: () => ReactNode;
}

/** The owner's story as a PDF in the reader: found by artifact or story id, then downloaded. */
export function PdfReaderPage({ id, renderNotFound }: PdfReaderPageProps) {
  const api = useApiClient();
  const { t } = usePdfReaderT();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });

  const load = useCallback(async () => {
    setPhase({ kind: 'loading' });
    try {
      const lookup = await findBook(api, id);
      if (lookup.kind !== 'found') return setPhase(lookup);
      const pdf = await fetchBookPdf(api, lookup.book.artifactId);
      setPhase({ kind: 'ready', book: lookup.book, pdf });
    } catch (error) {
      setPhase({ kind: 'failed', message: userMessageOf(error) });
    }
  }, [api, id]);

  useEffect(() => {
    void load();
  }, [load]);

  switch (phase.kind) {
    case 'loading':
      return (
        <Card className="pdf-reader-page pdf-reader-page--center">
          <Spinner label={t('page.fetching')} />
        </Card>
      );
    case 'notFound':
      return <>{renderNotFound()}</>;
    case 'notReady':
      return (
        <Card className="pdf-reader-page pdf-reader-page--center" aria-labelledby="reader-title">
          <h1 id="reader-title">{t('page.notReadyTitle')}</h1>
          <p>{t('page.notReadyText')}</p>
          <ButtonLink to={paths.story}>{t('page.backToStory')}</ButtonLink>
        </Card>
      );
    case 'failed':
      return (
        <Card className="pdf-reader-page pdf-reader-page--center">
          <ErrorBox
            title={t('page.failedTitle')}
            message={phase.message}
            onRetry={() => void load()}
          />
        </Card>
      );
    default:
      return (
        <Card className="pdf-reader-page" aria-labelledby="reader-title">
          <h1 id="reader-title" className="pdf-reader-page__title">
            {phase.book.title}
          </h1>
          <PdfReader
            data={phase.pdf}
            title={phase.book.title}
            fileName={pdfFileName(phase.book.title)}
          />
        </Card>
      );
  }
}
