import { useId, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { saveBlobAs } from '../../lib/download';
import { useSettingsT } from './i18n';
import { useSettingsApi } from './settings-api-context';
import { messageOf } from './settings-errors';
import { errorNotice, SettingsNotice, successNotice, type Notice } from './SettingsNotice';

/** The name the server gives the file too: storyloom-export-YYYY-MM-DD.json (UTC day). */
export const exportFileName = (now = new Date()) =>
  `storyloom-export-${now.toISOString().slice(0, 10)}.json`;

/** Export my data: one JSON file with everything the account holds. */
export function ExportDataCard() {
  const api = useSettingsApi();
  const { t } = useSettingsT();
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
      saveBlobAs(blob, fileName);
      setNotice(successNotice(t('exportData.started', { fileName })));
    } catch (error) {
      setNotice(errorNotice(messageOf(error, t('genericError'))));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="settings-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('exportData.title')}</h2>
      <p className="settings-card__lead">{t('exportData.lead')}</p>
      <div className="settings-form__actions">
        <Button variant="secondary" aria-disabled={busy} onClick={() => void download()}>
          {busy ? t('exportData.preparing') : t('exportData.download')}
        </Button>
      </div>
      <SettingsNotice notice={notice} />
    </Card>
  );
}
