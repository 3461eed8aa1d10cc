import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useAuthSession } from './AuthProvider';

/**
 * Signs out and goes to /login (spec section 2). A failure on the server is only logged by the
 * session; the visitor lands on /login either way. Saved drafts stay: nothing is purged here.
 */
export function useSignOut(): () => Promise<void> {
  const session = useAuthSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    await session.signOut();
    // Replace: going back must not land on a page that needs the account just signed out of.
    await navigate(paths.login, { replace: true });
  }, [session, navigate]);
}
