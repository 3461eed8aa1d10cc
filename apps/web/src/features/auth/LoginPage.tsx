import { AuthStatus } from '@storyloom/contracts';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { TextField } from '../../components/ui/TextField';
import { useRuntimeConfig } from '../../config/RuntimeConfigProvider';
import { PASSWORD_LENGTH } from '@storyloom/contracts';
import { PASSWORD_HINT } from './password-rules';
import { selectAuthStatus } from './auth-slice';
import { AuthMessage } from './components/AuthMessage';
import { afterSignInPath } from './return-to';
import { useLoginForm } from './use-login-form';
import './auth-pages.css';

/** /login: sign in or create an account (spec sections 2 and 4). */
export function LoginPage() {
  const { productName, identityProvider } = useRuntimeConfig();
  const status = useSelector(selectAuthStatus);
  const destination = afterSignInPath(useLocation().search);
  const form = useLoginForm(identityProvider, destination);
  const signingIn = form.mode === 'signIn';

  // Signed in already, or just now: back where the visitor came from, else the story start.
  if (status === AuthStatus.AUTHENTICATED) return <Navigate to={destination} replace />;

  const submitLabel = signingIn ? 'Sign In' : 'Create Account';
  const busyLabel = signingIn ? 'Signing in…' : 'Creating your account…';
  return (
    <div className="auth-page">
      <Card className="auth-card">
        <h1 id="login-title" className="auth-card__title">
          {signingIn ? `Welcome to ${productName}` : 'Create Account'}
        </h1>
        <p className="auth-card__lead">
          {signingIn
            ? 'Sign in to keep your stories, characters and places safe.'
            : 'An account keeps your stories, characters and places, on every device.'}
        </p>

        <form className="auth-form" onSubmit={form.submit} aria-busy={form.busy === 'submit'}>
          <TextField
            label="Email"
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
            label="Password"
            type="password"
            name="password"
            autoComplete={signingIn ? 'current-password' : 'new-password'}
            required
            // Existing passwords are checked by the server; new ones must fit its rule.
            minLength={signingIn ? undefined : PASSWORD_LENGTH.min}
            maxLength={PASSWORD_LENGTH.max}
            hint={signingIn ? undefined : PASSWORD_HINT}
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
              Forgot your password?
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
              <span>or</span>
            </div>
            <Button
              variant="secondary"
              className="auth-card__provider"
              aria-disabled={form.busy !== null}
              aria-busy={form.busy === 'provider'}
              onClick={form.continueWithProvider}
            >
              Continue with {identityProvider.name}
            </Button>
          </>
        )}

        <p className="auth-card__toggle">
          {signingIn ? 'New here?' : 'Already have an account?'}{' '}
          <Button variant="link" onClick={form.toggleMode}>
            {signingIn ? 'Create an account' : 'Sign in instead'}
          </Button>
        </p>
      </Card>
    </div>
  );
}
