import { AuthStatus } from '@storyloom/contracts';
import { useState } from 'react';
import { useAuthSession } from '../features/auth/AuthProvider';
import { selectAuthStatus } from '../features/auth/auth-slice';
import { useAppSelector } from './hooks';
import { useShellT } from './i18n';

/**
 * Shown while the sign-in could not be checked (a 429, a 500, no network). The family stays on
 * its page with its work; the session tries again by itself, and Try again checks at once. Only
 * the server saying the session is gone leads to the login screen.
 */
export function SignInCheckNotice() {
  const status = useAppSelector(selectAuthStatus);
  const session = useAuthSession();
  const [checking, setChecking] = useState(false);
  const { t } = useShellT();
  if (status !== AuthStatus.ERROR) return null;
  const retry = async () => {
    setChecking(true);
    try {
      await session.refresh();
    } finally {
      setChecking(false);
    }
  };
  return (
    <div className="top-bar__alert" role="alert">
      <p>
        <strong>{t('signInCheck.message')}</strong> {t('signInCheck.detail')}
      </p>
      <button type="button" onClick={() => void retry()} disabled={checking}>
        {t('signInCheck.retry')}
      </button>
    </div>
  );
}
