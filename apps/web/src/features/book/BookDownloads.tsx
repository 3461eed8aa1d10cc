import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { ErrorBox } from '../../components/ui/ErrorBox';
import { useApiClient } from '../../lib/api-client-context';
import { useBookT } from './i18n';
import { pdfFileName, saveBlobAs } from '../../lib/download';
import { downloadBookPdf, readerPath } from './book-api';
import { userMessageOf } from '../../lib/api-client';

/** The book as a PDF: saved to the device, or opened in the app's reader. */
export function BookDownloads({ artifactId, title }: { artifactId: string; title: string }) {
  const api = useApiClient();
  const { t } = useBookT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      saveBlobAs(await downloadBookPdf(api, artifactId), pdfFileName(title));
    } catch (reason) {
      setError(userMessageOf(reason));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="story-book__downloads">
      <div className="story-book__tools">
        <Button variant="secondary" onClick={() => void download()} disabled={busy}>
          {busy ? t('book.preparingPdf') : t('book.downloadPdf')}
        </Button>
        <ButtonLink variant="secondary" to={readerPath(artifactId)}>
          {t('book.openInReader')}
        </ButtonLink>
      </div>
      {error && (
        <ErrorBox
          title={t('book.downloadFailed')}
          message={error}
          onRetry={() => void download()}
        />
      )}
    </div>
  );
}
