import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { TextField } from '../../components/ui/TextField';
import { serverMessageOf, statusOf } from '../../lib/api-client';
import { parentProfileRestored, type ActiveChild } from './active-profile-slice';
import { useParentsT } from './i18n';
import { useParentsApi } from './parents-api-context';

/** Switching back to the parent: the PIN (or the password while none is set), checked by the server. */
export function UnlockDialog({ child, onClose }: { child: ActiveChild; onClose: () => void }) {
  const { t } = useParentsT();
  const api = useParentsApi();
  const dispatch = useDispatch();
  const [secret, setSecret] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const withPin = child.unlockWith === 'pin';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!secret) return;
    setBusy(true);
    setError(null);
    try {
      await api.unlock(withPin ? { pin: secret } : { password: secret });
      dispatch(parentProfileRestored());
      onClose();
    } catch (failure) {
      // Wrong answers say so kindly; too many tries and other troubles say what the server said.
      const status = statusOf(failure);
      setError(
        status === 403 && withPin
          ? t('child.wrong')
          : (serverMessageOf(failure) ?? t('genericError')),
      );
      setSecret('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title={t('child.unlockTitle')} onClose={onClose}>
      <form className="unlock-form" onSubmit={(event) => void submit(event)}>
        {!withPin && <p>{t('child.passwordLead')}</p>}
        <TextField
          label={withPin ? t('child.pin') : t('child.password')}
          type="password"
          inputMode={withPin ? 'numeric' : undefined}
          autoComplete={withPin ? 'off' : 'current-password'}
          value={secret}
          onChange={(event) => setSecret(event.target.value)}
          required
        />
        {error && (
          <p className="parents-error" role="alert">
            {error}
          </p>
        )}
        <div className="parents-actions">
          <Button type="submit" disabled={busy || secret === ''}>
            {t('child.unlock')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('child.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
