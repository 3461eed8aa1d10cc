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
import { useAuthT } from './i18n';
import { authEn } from './locales/en';
import { passwordProblem } from './password-rules';
import './auth-pages.css';

/** The English sentences (tests compare with these); the page shows them through `t`. */
export const PASSWORD_CHANGED = authEn.reset.changed;
export const RESET_LINK_INVALID = authEn.reset.linkInvalid;

type Stage = 'form' | 'done' | 'invalid-link';

/** Where the reset mail lands: /reset-password?token=... (or ?error=INVALID_TOKEN). */
export function ResetPasswordPage() {
  const gateway = useAuthGateway();
  const { t } = useAuthT();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const linkUsable = token !== null && token !== '' && !searchParams.has('error');

  const [stage, setStage] = useState<Stage>(linkUsable ? 'form' : 'invalid-link');
  const [notice, setNotice] = useState<AuthNotice | null>(
    linkUsable ? null : errorNotice(t('reset.linkInvalid')),
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
      passwordProblem(newPassword) ??
      (newPassword !== confirmation ? 'reset.passwordsDiffer' : null);
    if (problem) return setNotice(errorNotice(t(problem)));

    busyRef.current = true;
    setBusy(true);
    const outcome = await gateway.resetPassword({ newPassword, token });
    busyRef.current = false;
    setBusy(false);
    if (outcome.ok) {
      setStage('done');
      setNotice(successNotice(t('reset.changed')));
    } else if (outcome.error.code === 'INVALID_TOKEN') {
      setStage('invalid-link');
      setNotice(errorNotice(t('reset.linkInvalid')));
    } else {
      setNotice(errorNotice(authFailureMessage(outcome.error.message)));
    }
  }

  const fieldType = showPasswords ? 'text' : 'password';
  return (
    <div className="auth-page">
      <Card className="auth-card">
        <h1 id="reset-title" className="auth-card__title">
          {stage === 'done' ? t('reset.changedTitle') : t('reset.chooseTitle')}
        </h1>
        {stage === 'form' && (
          <form className="auth-form" onSubmit={submit} aria-busy={busy}>
            <TextField
              label={t('reset.newPassword')}
              type={fieldType}
              name="new-password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_LENGTH.min}
              maxLength={PASSWORD_LENGTH.max}
              hint={t('passwordHint')}
              value={newPassword}
              onChange={(event) => setNewPassword(event.target.value)}
            />
            <TextField
              label={t('reset.confirmPassword')}
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
              {t('reset.showPasswords')}
            </label>
            <Button type="submit" aria-disabled={busy} aria-busy={busy}>
              {busy ? t('reset.changing') : t('reset.change')}
            </Button>
          </form>
        )}
        {/* One region for every stage, so the outcome is announced when the form goes away. */}
        <AuthMessage notice={notice} />
        {stage !== 'form' && (
          <ButtonLink to={paths.login}>
            {stage === 'done' ? t('reset.signIn') : t('reset.goToSignIn')}
          </ButtonLink>
        )}
      </Card>
    </div>
  );
}
