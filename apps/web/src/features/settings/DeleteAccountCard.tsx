import { useId, useState, type FormEvent } from 'react';
import { Trans } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Dialog } from '../../components/ui/Dialog';
import { TextField } from '../../components/ui/TextField';
import { errorCodeOf } from '../../lib/api-client';
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

/** The server's answer when a provider-only account last signed in too long ago. */
const SIGN_IN_AGAIN = 'sign_in_again';

interface DeleteAccountProps {
  email: string;
  /** Accounts that sign in through a provider have none; they need a recent sign-in instead. */
  hasPassword: boolean;
  session: SettingsSession;
}

/**
 * Delete my account: everything goes, files too, after typing the e-mail or DELETE and the
 * password (a phone left signed in must not be enough to erase a family's stories).
 */
export function DeleteAccountCard({ email, hasPassword, session }: DeleteAccountProps) {
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
        <DeleteAccountDialog
          email={email}
          hasPassword={hasPassword}
          session={session}
          onClose={() => setOpen(false)}
        />
      )}
    </Card>
  );
}

function DeleteAccountDialog({
  email,
  hasPassword,
  session,
  onClose,
}: DeleteAccountProps & { onClose: () => void }) {
  const api = useSettingsApi();
  const { t } = useSettingsT();
  const warningId = useId();
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [staleSignIn, setStaleSignIn] = useState(false);
  const ready = confirms(typed, email) && (!hasPassword || password !== '');

  async function remove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!confirms(typed, email)) {
      setNotice(errorNotice(t('deleteAccount.confirmMissing', { email, word: DELETE_WORD })));
      return;
    }
    if (hasPassword && password === '') {
      setNotice(errorNotice(t('deleteAccount.passwordMissing')));
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      // The server checks the e-mail itself; DELETE is only our shortcut for typing it.
      await api.deleteAccount(hasPassword ? { confirm: email, password } : { confirm: email });
    } catch (error) {
      setStaleSignIn(errorCodeOf(error) === SIGN_IN_AGAIN);
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
        {hasPassword ? (
          <TextField
            label={t('deleteAccount.passwordLabel')}
            name="current-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setNotice(null);
            }}
          />
        ) : (
          <p className="settings-card__lead">{t('deleteAccount.freshSignIn')}</p>
        )}
        <SettingsNotice notice={notice} />
        <div className="settings-form__actions">
          <Button type="submit" className="settings-danger-button" aria-disabled={busy || !ready}>
            {busy ? t('deleteAccount.deleting') : t('deleteAccount.confirm')}
          </Button>
          {staleSignIn && (
            <Button
              variant="secondary"
              onClick={() => void session.leave(t('deleteAccount.signInAgainNotice'))}
            >
              {t('deleteAccount.signInAgain')}
            </Button>
          )}
          <Button variant="secondary" aria-disabled={busy} onClick={() => !busy && onClose()}>
            {t('deleteAccount.keep')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
