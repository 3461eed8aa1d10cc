import { authFailureMessage } from '@storyloom/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Card } from '../../components/ui/Card';
import { TextField } from '../../components/ui/TextField';
import { paths } from '../../config/paths';
import { useAuthGateway } from './AuthProvider';
import { AuthMessage, errorNotice, successNotice, type AuthNotice } from './components/AuthMessage';
import { PASSWORD_LENGTH } from '@storyloom/contracts';
import { PASSWORD_HINT, passwordProblem } from './password-rules';
import './auth-pages.css';

export const PASSWORD_CHANGED = 'Your password is changed. Sign in with your new password.';
export const RESET_LINK_INVALID =
  'This reset link has expired or was already used. On the sign-in page, type your e-mail and choose “Forgot your password?” for a new one.';
const PASSWORDS_DIFFER = 'The two passwords are not the same. Please type them again.';

type Stage = 'form' | 'done' | 'invalid-link';

/** Where the reset mail lands: /reset-password?token=... (or ?error=INVALID_TOKEN). */
export function ResetPasswordPage() {
  const gateway = useAuthGateway();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const linkUsable = token !== null && token !== '' && !searchParams.has('error');

  const [stage, setStage] = useState<Stage>(linkUsable ? 'form' : 'invalid-link');
  const [notice, setNotice] = useState<AuthNotice | null>(
    linkUsable ? null : errorNotice(RESET_LINK_INVALID),
  );
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [showPasswords, setShowPasswords] = useState(false);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busyRef.current || token === null) return;
    const problem =
      passwordProblem(newPassword) ?? (newPassword !== confirmation ? PASSWORDS_DIFFER : null);
    if (problem) return setNotice(errorNotice(problem));

    busyRef.current = true;
    setBusy(true);
    const outcome = await gateway.resetPassword({ newPassword, token });
    busyRef.current = false;
    setBusy(false);
    if (outcome.ok) {
      setStage('done');
      setNotice(successNotice(PASSWORD_CHANGED));
    } else if (outcome.error.code === 'INVALID_TOKEN') {
      setStage('invalid-link');
      setNotice(errorNotice(RESET_LINK_INVALID));
    } else {
      setNotice(errorNotice(authFailureMessage(outcome.error.message)));
    }
  }

  const fieldType = showPasswords ? 'text' : 'password';
  return (
    <div className="auth-page">
      <Card className="auth-card">
        <h1 id="reset-title" className="auth-card__title">
          {stage === 'done' ? 'Password changed' : 'Choose a new password'}
        </h1>
        {stage === 'form' && (
          <form className="auth-form" onSubmit={submit} aria-busy={busy}>
            <TextField
              label="New password"
              type={fieldType}
              name="new-password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_LENGTH.min}
              maxLength={PASSWORD_LENGTH.max}
              hint={PASSWORD_HINT}
              value={newPassword}
              onChange={(event) => setNewPassword(event.target.value)}
            />
            <TextField
              label="Confirm password"
              type={fieldType}
              name="confirm-password"
              autoComplete="new-password"
              required
              maxLength={PASSWORD_LENGTH.max}
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
            />
            <label className="auth-form__check">
              <input
                type="checkbox"
                checked={showPasswords}
                onChange={(event) => setShowPasswords(event.target.checked)}
              />
              Show passwords
            </label>
            <Button type="submit" aria-disabled={busy} aria-busy={busy}>
              {busy ? 'Changing your password…' : 'Change password'}
            </Button>
          </form>
        )}
        {/* One region for every stage, so the outcome is announced when the form goes away. */}
        <AuthMessage notice={notice} />
        {stage !== 'form' && (
          <ButtonLink to={paths.login}>{stage === 'done' ? 'Sign in' : 'Go to sign in'}</ButtonLink>
        )}
      </Card>
    </div>
  );
}
