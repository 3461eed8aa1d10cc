import { AuthStatus } from '@storyloom/contracts';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { TextField } from '../../components/ui/TextField';
import { useRuntimeConfig } from '../../config/RuntimeConfigProvider';
import { PASSWORD_LENGTH } from '@storyloom/contracts';
import { selectAuthStatus } from './auth-slice';
import { AuthMessage } from './components/AuthMessage';
import { useAuthT } from './i18n';
import { afterSignInPath } from './return-to';
import { useLoginForm } from './use-login-form';
import './auth-pages.css';

/**
 * /login: sign in or create an account (docs/product.md, "Screens and navigation" and "Client state
 * and persistence").
 */
export function LoginPage() {
  const { productName, identityProvider } = useRuntimeConfig();
  const status = useSelector(selectAuthStatus);
  const destination = afterSignInPath(useLocation().search);
  const form = useLoginForm(identityProvider, destination);
  const signingIn = form.mode === 'signIn';
  const { t } = useAuthT();

  // Signed in already, or just now: back where the visitor came from, else the story start.
  if (status === AuthStatus.AUTHENTICATED) return <Navigate to={destination} replace />;

  const submitLabel = signingIn ? t('login.signIn') : t('login.createAccount');
  const busyLabel = signingIn ? t('login.signingIn') : t('login.creating');
  return (
    <div className="auth-page">
      <Card className="auth-card">
        <h1 id="login-title" className="auth-card__title">
          {signingIn ? t('login.welcome', { productName }) : t('login.createTitle')}
        </h1>
        <p className="auth-card__lead">
          {signingIn ? t('login.signInLead') : t('login.createLead')}
        </p>

        <form className="auth-form" onSubmit={form.submit} aria-busy={form.busy === 'submit'}>
          <TextField
            label={t('login.email')}
            type="email"
            name="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={form.email}
            onChange={(event) => form.setEmail(event.target.value)}
          />
          <TextField
            label={t('login.password')}
            type="password"
            name="password"
            autoComplete={signingIn ? 'current-password' : 'new-password'}
            required
            // Existing passwords are checked by the server; new ones must fit its rule.
            minLength={signingIn ? undefined : PASSWORD_LENGTH.min}
            maxLength={PASSWORD_LENGTH.max}
            hint={signingIn ? undefined : t('passwordHint')}
            value={form.password}
            onChange={(event) => form.setPassword(event.target.value)}
          />
          {signingIn && (
            <Button
              variant="link"
              className="auth-form__forgot"
              aria-disabled={form.busy !== null}
              onClick={form.requestPasswordReset}
            >
              {t('login.forgot')}
            </Button>
          )}
          <AuthMessage notice={form.notice} />
          <Button
            type="submit"
            className="auth-form__submit"
            aria-disabled={form.busy !== null}
            aria-busy={form.busy === 'submit'}
          >
            {form.busy === 'submit' ? busyLabel : submitLabel}
          </Button>
        </form>

        {identityProvider && (
          <>
            <div className="auth-divider">
              <span>{t('login.or')}</span>
            </div>
            <Button
              variant="secondary"
              className="auth-card__provider"
              aria-disabled={form.busy !== null}
              aria-busy={form.busy === 'provider'}
              onClick={form.continueWithProvider}
            >
              {t('login.continueWith', { provider: identityProvider.name })}
            </Button>
          </>
        )}

        <p className="auth-card__toggle">
          {signingIn ? t('login.newHere') : t('login.haveAccount')}{' '}
          <Button variant="link" onClick={form.toggleMode}>
            {signingIn ? t('login.createInstead') : t('login.signInInstead')}
          </Button>
        </p>
      </Card>
    </div>
  );
}
