import { useId, useState, type FormEvent } from 'react';
import { Trans } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Dialog } from '../../components/ui/Dialog';
import { TextField } from '../../components/ui/TextField';
import { useSettingsT } from './i18n';
import { useSettingsApi } from './settings-api-context';
import { messageOf } from './settings-errors';
import type { SettingsSession } from './settings-session';
import { errorNotice, SettingsNotice, type Notice } from './SettingsNotice';

export const DELETE_WORD = 'DELETE';

/** The typed confirmation counts when it is the account's e-mail (any case) or the word DELETE. */
export function confirms(typed: string, email: string): boolean {
  const value = typed.trim();
  return value === DELETE_WORD || value.toLowerCase() === email.trim().toLowerCase();
}

/** Delete my account: everything goes, files too, after typing the e-mail or DELETE. */
export function DeleteAccountCard({ email, session }: { email: string; session: SettingsSession }) {
  const { t } = useSettingsT();
  const titleId = useId();
  const [open, setOpen] = useState(false);

  return (
    <Card className="settings-card settings-card--danger" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('deleteAccount.title')}</h2>
      <p className="settings-card__lead">{t('deleteAccount.lead')}</p>
      <div className="settings-form__actions">
        <Button className="settings-danger-button" onClick={() => setOpen(true)}>
          {t('deleteAccount.open')}
        </Button>
      </div>
      {open && (
        <DeleteAccountDialog email={email} session={session} onClose={() => setOpen(false)} />
      )}
    </Card>
  );
}

function DeleteAccountDialog({
  email,
  session,
  onClose,
}: {
  email: string;
  session: SettingsSession;
  onClose: () => void;
}) {
  const api = useSettingsApi();
  const { t } = useSettingsT();
  const warningId = useId();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const ready = confirms(typed, email);

  async function remove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!ready) {
      setNotice(errorNotice(t('deleteAccount.confirmMissing', { email, word: DELETE_WORD })));
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      // The server checks the e-mail itself; DELETE is only our shortcut for typing it.
      await api.deleteAccount(email);
    } catch (error) {
      setNotice(errorNotice(messageOf(error, t('genericError'))));
      setBusy(false);
      return;
    }
    await session.leave(t('deleteAccount.goodbye'));
  }

  return (
    <Dialog title={t('deleteAccount.dialogTitle')} onClose={() => !busy && onClose()}>
      <form className="settings-form" onSubmit={remove} aria-busy={busy} noValidate>
        <p id={warningId} className="settings-dialog__warning">
          <Trans
            t={t}
            i18nKey="deleteAccount.warning"
            values={{ email }}
            components={{ strong: <strong /> }}
          />
        </p>
        <TextField
          label={t('deleteAccount.confirmLabel', { word: DELETE_WORD })}
          name="confirm"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={typed}
          aria-describedby={warningId}
          onChange={(event) => {
            setTyped(event.target.value);
            setNotice(null);
          }}
        />
        <SettingsNotice notice={notice} />
        <div className="settings-form__actions">
          <Button type="submit" className="settings-danger-button" aria-disabled={busy || !ready}>
            {busy ? t('deleteAccount.deleting') : t('deleteAccount.confirm')}
          </Button>
          <Button variant="secondary" aria-disabled={busy} onClick={() => !busy && onClose()}>
            {t('deleteAccount.keep')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
