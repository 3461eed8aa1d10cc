import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { TextField } from '../../components/ui/TextField';
import { useSettingsT } from './i18n';
import { useSettingsApi } from './settings-api-context';
import { messageOf } from './settings-errors';
import type { SettingsSession } from './settings-session';
import { errorNotice, SettingsNotice, successNotice, type Notice } from './SettingsNotice';

export const DISPLAY_NAME_MAX_LENGTH = 80;

/** The name shown in the top bar and the menu. */
export function DisplayNameCard({
  initialName,
  session,
}: {
  initialName: string;
  session: SettingsSession;
}) {
  const api = useSettingsApi();
  const { t } = useSettingsT();
  const titleId = useId();
  const [name, setName] = useState(initialName);
  const [saved, setSaved] = useState(initialName);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const wanted = name.trim();
    if (wanted === '') {
      setNotice(errorNotice(t('displayName.missing')));
      return;
    }
    if (wanted === saved) return;
    setBusy(true);
    setNotice(null);
    try {
      await api.updateDisplayName(wanted);
      setSaved(wanted);
      setName(wanted);
      // The top bar reads the name from the ID token: a fresh token carries the new one.
      await session.refresh();
      setNotice(successNotice(t('displayName.saved', { name: wanted })));
    } catch (error) {
      setNotice(errorNotice(messageOf(error, t('genericError'))));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="settings-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('displayName.title')}</h2>
      <form className="settings-form" onSubmit={save} aria-busy={busy} noValidate>
        <TextField
          label={t('displayName.label')}
          name="name"
          autoComplete="nickname"
          maxLength={DISPLAY_NAME_MAX_LENGTH}
          value={name}
          hint={t('displayName.hint')}
          onChange={(event) => setName(event.target.value)}
        />
        <div className="settings-form__actions">
          <Button type="submit" aria-disabled={busy || name.trim() === saved}>
            {busy ? t('saving') : t('displayName.save')}
          </Button>
        </div>
      </form>
      <SettingsNotice notice={notice} />
    </Card>
  );
}
