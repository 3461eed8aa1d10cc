import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useAuthSession } from './AuthProvider';

/**
 * Signs out and goes to /login (docs/product.md, "Pages and routes"); true when signed out. When
 * the server kept the session, the page stays where it is and the top bar says so (the session
 * flags it): the login screen must never show while someone is still signed in. Saved drafts stay:
 * nothing is purged here.
 */
export function useSignOut(): () => Promise<boolean> {
  const session = useAuthSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    if (!(await session.signOut())) return false;
    // Replace: going back must not land on a page that needs the account just signed out of.
    await navigate(paths.login, { replace: true });
    return true;
  }, [session, navigate]);
}
