import { AuthStatus } from '@storyloom/contracts';
import { selectAuthStatus, selectIsAuthenticated } from '../../features/auth/auth-slice';
import { useAppSelector } from '../hooks';

/**
 * Who is looking, as features that serve visitors too (marketplace, chat) learn it from the app;
 * features do not read each other.
 */
export function useSignInState(): 'loading' | 'signedIn' | 'signedOut' {
  const status = useAppSelector(selectAuthStatus);
  const signedIn = useAppSelector(selectIsAuthenticated);
  if (status === AuthStatus.LOADING) return 'loading';
  return signedIn ? 'signedIn' : 'signedOut';
}
