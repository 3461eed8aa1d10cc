import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { ErrorBox } from '../../components/ui/ErrorBox';
import { useStoredFileLink } from '../../lib/stored-file-links';
import { saveBlobAs } from '../../lib/download';
import { userMessageOf } from '../../lib/api-client';
import { workFileName } from './file-names';
import { useWorksT } from './i18n';
import { downloadStoredFile } from './works-api';

interface DownloadButtonProps {
  /** The stored file's path. */
  path: string;
  /** The name it is saved under, before cleaning and the extension. */
  fileName: string;
  extension: 'pdf' | 'mp3' | 'mid';
  children: ReactNode;
}

/** Saves a made file to the device under a name people recognise. */
export function DownloadButton({ path, fileName, extension, children }: DownloadButtonProps) {
  const linkOf = useStoredFileLink();
  const { t } = useWorksT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      saveBlobAs(await downloadStoredFile(linkOf, path), workFileName(fileName, extension));
    } catch (reason) {
      setError(userMessageOf(reason));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => void download()} disabled={busy}>
        {busy ? t('work.preparing') : children}
      </Button>
      {error && (
        <ErrorBox
          title={t('work.downloadFailed')}
          message={error}
          onRetry={() => void download()}
        />
      )}
    </>
  );
}
