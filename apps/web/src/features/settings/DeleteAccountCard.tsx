import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Dialog } from '../../components/ui/Dialog';
import { TextField } from '../../components/ui/TextField';
import { useSettingsApi } from './settings-api-context';
import { messageOf } from './settings-errors';
import { GOODBYE_MESSAGE, type SettingsSession } from './settings-session';
import { errorNotice, SettingsNotice, type Notice } from './SettingsNotice';

export const DELETE_WORD = 'DELETE';

/** The typed confirmation counts when it is the account's e-mail (any case) or the word DELETE. */
export function confirms(typed: string, email: string): boolean {
  const value = typed.trim();
  return value === DELETE_WORD || value.toLowerCase() === email.trim().toLowerCase();
}

/** Delete my account: everything goes, files too, after typing the e-mail or DELETE. */
export function DeleteAccountCard({ email, session }: { email: string; session: SettingsSession }) {
  const titleId = useId();
  const [open, setOpen] = useState(false);

  return (
    <Card className="settings-card settings-card--danger" aria-labelledby={titleId}>
      <h2 id={titleId}>Delete my account</h2>
      <p className="settings-card__lead">
        Deletes your account and everything in it for good: characters, places, bags, notes,
        pictures, credits and settings. This cannot be undone. You may want to export your data
        first.
      </p>
      <div className="settings-form__actions">
        <Button className="settings-danger-button" onClick={() => setOpen(true)}>
          Delete my account…
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
  const warningId = useId();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const ready = confirms(typed, email);

  async function remove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!ready) {
      setNotice(errorNotice(`Type ${email} or ${DELETE_WORD} to confirm.`));
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      // The server checks the e-mail itself; DELETE is only our shortcut for typing it.
      await api.deleteAccount(email);
    } catch (error) {
      setNotice(errorNotice(messageOf(error)));
      setBusy(false);
      return;
    }
    await session.leave(GOODBYE_MESSAGE);
  }

  return (
    <Dialog title="Delete your account?" onClose={() => !busy && onClose()}>
      <form className="settings-form" onSubmit={remove} aria-busy={busy} noValidate>
        <p id={warningId} className="settings-dialog__warning">
          Everything in <strong>{email}</strong>&rsquo;s account will be deleted for good, with all
          its pictures and files. This cannot be undone.
        </p>
        <TextField
          label={`Type your e-mail address or ${DELETE_WORD} to confirm`}
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
            {busy ? 'Deleting…' : 'Delete my account forever'}
          </Button>
          <Button variant="secondary" aria-disabled={busy} onClick={() => !busy && onClose()}>
            Keep my account
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
