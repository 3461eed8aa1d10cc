import { useId, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { useSettingsApi } from './settings-api-context';
import { messageOf } from './settings-errors';
import { errorNotice, SettingsNotice, successNotice, type Notice } from './SettingsNotice';

/** The name the server gives the file too: storyloom-export-YYYY-MM-DD.json (UTC day). */
export const exportFileName = (now = new Date()) =>
  `storyloom-export-${now.toISOString().slice(0, 10)}.json`;

/** Hands a downloaded file to the browser as if the user had clicked a link to it. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Export my data: one JSON file with everything the account holds. */
export function ExportDataCard() {
  const api = useSettingsApi();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function download() {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    try {
      const blob = await api.exportData();
      const fileName = exportFileName();
      saveFile(blob, fileName);
      setNotice(successNotice(`Your download has started: ${fileName}.`));
    } catch (error) {
      setNotice(errorNotice(messageOf(error)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="settings-card" aria-labelledby={titleId}>
      <h2 id={titleId}>Export my data</h2>
      <p className="settings-card__lead">
        One file with everything your account holds: your profile, plan and credits, characters,
        places, bags and notes, settings, feedback and share links. Picture links in it work for a
        day.
      </p>
      <div className="settings-form__actions">
        <Button variant="secondary" aria-disabled={busy} onClick={() => void download()}>
          {busy ? 'Preparing your file…' : 'Download my data'}
        </Button>
      </div>
      <SettingsNotice notice={notice} />
    </Card>
  );
}
