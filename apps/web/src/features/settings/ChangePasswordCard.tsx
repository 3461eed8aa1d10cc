import { PASSWORD_LENGTH } from '@storyloom/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { TextField } from '../../components/ui/TextField';
import { useSettingsT } from './i18n';
import { settingsEn } from './locales/en';
import { IdentityRequestError } from './settings-api';
import { useSettingsApi } from './settings-api-context';
import { messageOf } from './settings-errors';
import type { SettingsSession } from './settings-session';
import { errorNotice, SettingsNotice, successNotice, type Notice } from './SettingsNotice';

/** The English sentences (tests and callers compare with these); screens use `t`. */
export const PASSWORD_TEXT = settingsEn.password;

type PasswordProblem = 'missing' | 'tooShort' | 'tooLong' | 'mismatch';

/** better-auth's code for a current password that does not match. */
const INVALID_PASSWORD = 'INVALID_PASSWORD';

function problemWith(current: string, next: string, confirmation: string): PasswordProblem | null {
  if (current === '' || next === '' || confirmation === '') return 'missing';
  if (next.length < PASSWORD_LENGTH.min) return 'tooShort';
  if (next.length > PASSWORD_LENGTH.max) return 'tooLong';
  if (next !== confirmation) return 'mismatch';
  return null;
}

/** Change the password: the current one, then the new one twice. */
export function ChangePasswordCard({ session }: { session: SettingsSession }) {
  const api = useSettingsApi();
  const { t } = useSettingsT();
  const titleId = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function change(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = problemWith(current, next, confirmation);
    if (problem) {
      setNotice(errorNotice(t(`password.${problem}`)));
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      await api.changePassword({ currentPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      setConfirmation('');
      // The change replaced this device's session too: take a token for the new one.
      await session.refresh();
      setNotice(successNotice(t('password.changed')));
    } catch (error) {
      const wrongCurrent = error instanceof IdentityRequestError && error.code === INVALID_PASSWORD;
      setNotice(
        errorNotice(
          wrongCurrent ? t('password.wrongCurrent') : messageOf(error, t('genericError')),
        ),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="settings-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('password.title')}</h2>
      <form className="settings-form" onSubmit={change} aria-busy={busy} noValidate>
        <TextField
          label={t('password.current')}
          type="password"
          name="current-password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <TextField
          label={t('password.new')}
          type="password"
          name="new-password"
          autoComplete="new-password"
          minLength={PASSWORD_LENGTH.min}
          maxLength={PASSWORD_LENGTH.max}
          hint={t('password.hint')}
          value={next}
          onChange={(event) => setNext(event.target.value)}
        />
        <TextField
          label={t('password.confirm')}
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          maxLength={PASSWORD_LENGTH.max}
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <div className="settings-form__actions">
          <Button type="submit" aria-disabled={busy}>
            {busy ? t('password.changing') : t('password.change')}
          </Button>
        </div>
      </form>
      <SettingsNotice notice={notice} />
    </Card>
  );
}
