import { authFailureMessage, ErrorText, providerSignInFailed } from '@storyloom/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import type { RuntimeConfig } from '../../config/runtime-config';
import { EMAIL_NOT_VERIFIED } from './auth-gateway';
import { useAuthGateway, useAuthSession } from './AuthProvider';
import { errorNotice, successNotice, type AuthNotice } from './components/AuthMessage';

export type LoginMode = 'signIn' | 'createAccount';
type Busy = 'submit' | 'reset' | 'provider' | null;
type Provider = RuntimeConfig['identityProvider'];

/**
 * The login screen's behaviour (docs/product.md, "Client state and persistence"); LoginPage only
 * draws it.
 */
/** `afterSignIn`: where a third-party sign-in returns to (the story start unless told). */
export function useLoginForm(provider: Provider, afterSignIn: string = paths.ideas) {
  const gateway = useAuthGateway();
  const session = useAuthSession();
  const [searchParams] = useSearchParams();
  const arrivalNotice = (useLocation().state as { notice?: unknown } | null)?.notice;
  // ?mode=create opens the create-account form (the demo's "Create your own" sends people here).
  const [mode, setMode] = useState<LoginMode>(() =>
    searchParams.get('mode') === 'create' ? 'createAccount' : 'signIn',
  );
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // A provider's failure wins; else a page that sent the visitor here may leave a word (the
  // goodbye after deleting an account).
  const [notice, setNotice] = useState<AuthNotice | null>(
    () =>
      providerReturnNotice(searchParams, provider) ??
      (typeof arrivalNotice === 'string' && arrivalNotice !== ''
        ? successNotice(arrivalNotice)
        : null),
  );
  const [busy, setBusy] = useState<Busy>(null);
  // State updates land after the next render; a ref stops a double tap in the same moment.
  const busyRef = useRef(false);

  async function exclusive(kind: Exclude<Busy, null>, work: () => Promise<void>) {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(kind);
    try {
      await work();
    } finally {
      busyRef.current = false;
      setBusy(null);
    }
  }

  async function createAccount() {
    const outcome = await gateway.signUpEmail({
      email: email.trim(),
      password,
      // The form asks for no name (docs/product.md, "Screens and navigation"); the address's first
      // part is a friendly start.
      name: email.trim().split('@')[0] ?? '',
      callbackURL: paths.verifyEmail,
    });
    if (!outcome.ok) return setNotice(errorNotice(authFailureMessage(outcome.error.message)));
    // Back to sign-in with the address still typed: the next step is the mail, then signing in.
    setMode('signIn');
    setPassword('');
    setNotice(successNotice(ErrorText.verificationEmailSent));
  }

  async function signIn() {
    const outcome = await gateway.signInEmail({ email: email.trim(), password });
    if (!outcome.ok) {
      if (outcome.error.code === EMAIL_NOT_VERIFIED) {
        // No session may survive an unverified sign-in; the server has re-sent the link itself.
        await gateway.signOut().catch(() => undefined);
        return setNotice(errorNotice(ErrorText.verifyEmailFirst));
      }
      return setNotice(errorNotice(authFailureMessage(outcome.error.message)));
    }
    // Loading the token makes the state AUTHENTICATED, and LoginPage then moves on to /ideas.
    if (!(await session.refresh())) setNotice(errorNotice(ErrorText.authenticationFailed));
  }

  return {
    mode,
    email,
    password,
    notice,
    busy,
    setEmail,
    setPassword,
    toggleMode() {
      setMode((current) => (current === 'signIn' ? 'createAccount' : 'signIn'));
      setNotice(null);
    },
    submit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      if (email.trim() === '' || password === '') return;
      void exclusive('submit', mode === 'signIn' ? signIn : createAccount);
    },
    requestPasswordReset() {
      if (busyRef.current) return;
      if (email.trim() === '') {
        setNotice(errorNotice(ErrorText.passwordResetEmailRequired));
        return;
      }
      void exclusive('reset', async () => {
        const outcome = await gateway.requestPasswordReset({
          email: email.trim(),
          redirectTo: paths.resetPassword,
        });
        setNotice(
          outcome.ok
            ? successNotice(ErrorText.passwordResetSent)
            : errorNotice(authFailureMessage(outcome.error.message)),
        );
      });
    },
    continueWithProvider() {
      if (provider === null) return;
      void exclusive('provider', async () => {
        const outcome = await gateway.startProviderSignIn({
          providerId: provider.id,
          callbackURL: afterSignIn,
          errorCallbackURL: paths.login,
        });
        if (!outcome.ok) {
          setNotice(errorNotice(outcome.error.message ?? providerSignInFailed(provider.name)));
        }
      });
    },
  };
}

/** A failed third-party sign-in comes back as /login?error=code (&error_description=text). */
function providerReturnNotice(params: URLSearchParams, provider: Provider): AuthNotice | null {
  if (!params.has('error')) return null;
  const description = params.get('error_description')?.trim();
  if (description) return errorNotice(description);
  return errorNotice(
    provider ? providerSignInFailed(provider.name) : ErrorText.authenticationFailed,
  );
}
