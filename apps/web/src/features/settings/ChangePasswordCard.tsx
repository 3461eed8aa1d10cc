import { PASSWORD_LENGTH } from '@storyloom/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { TextField } from '../../components/ui/TextField';
import { IdentityRequestError } from './settings-api';
import { useSettingsApi } from './settings-api-context';
import { messageOf } from './settings-errors';
import type { SettingsSession } from './settings-session';
import { errorNotice, SettingsNotice, successNotice, type Notice } from './SettingsNotice';

export const PASSWORD_TEXT = {
  hint: `Use ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters.`,
  missing: 'Fill in all three fields.',
  tooShort: `The new password needs at least ${PASSWORD_LENGTH.min} characters.`,
  tooLong: `The new password can have at most ${PASSWORD_LENGTH.max} characters.`,
  mismatch: 'The new password and its confirmation are not the same.',
  wrongCurrent: 'Your current password is not right. Please try again.',
  changed: 'Your password is changed. Any other devices have been signed out.',
} as const;

/** better-auth's code for a current password that does not match. */
const INVALID_PASSWORD = 'INVALID_PASSWORD';

function problemWith(current: string, next: string, confirmation: string): string | null {
  if (current === '' || next === '' || confirmation === '') return PASSWORD_TEXT.missing;
  if (next.length < PASSWORD_LENGTH.min) return PASSWORD_TEXT.tooShort;
  if (next.length > PASSWORD_LENGTH.max) return PASSWORD_TEXT.tooLong;
  if (next !== confirmation) return PASSWORD_TEXT.mismatch;
  return null;
}

/** Change the password: the current one, then the new one twice. */
export function ChangePasswordCard({ session }: { session: SettingsSession }) {
  const api = useSettingsApi();
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
      setNotice(errorNotice(problem));
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
      setNotice(successNotice(PASSWORD_TEXT.changed));
    } catch (error) {
      const wrongCurrent = error instanceof IdentityRequestError && error.code === INVALID_PASSWORD;
      setNotice(errorNotice(wrongCurrent ? PASSWORD_TEXT.wrongCurrent : messageOf(error)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="settings-card" aria-labelledby={titleId}>
      <h2 id={titleId}>Change password</h2>
      <form className="settings-form" onSubmit={change} aria-busy={busy} noValidate>
        <TextField
          label="Current password"
          type="password"
          name="current-password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <TextField
          label="New password"
          type="password"
          name="new-password"
          autoComplete="new-password"
          minLength={PASSWORD_LENGTH.min}
          maxLength={PASSWORD_LENGTH.max}
          hint={PASSWORD_TEXT.hint}
          value={next}
          onChange={(event) => setNext(event.target.value)}
        />
        <TextField
          label="Confirm new password"
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          maxLength={PASSWORD_LENGTH.max}
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <div className="settings-form__actions">
          <Button type="submit" aria-disabled={busy}>
            {busy ? 'Changing…' : 'Change password'}
          </Button>
        </div>
      </form>
      <SettingsNotice notice={notice} />
    </Card>
  );
}
