import { AuthStatus } from '@storyloom/contracts';
import { paths } from '../../config/paths';
import { selectAuthStatus, selectIsAuthenticated } from '../../features/auth/auth-slice';
import { MarketplacePage } from '../../features/marketplace/MarketplacePage';
import { ProductPage } from '../../features/marketplace/ProductPage';
import type { SignInState } from '../../features/marketplace/sign-in-state';
import { useAppSelector } from '../hooks';

/** The marketplace learns from the app who is looking; features do not read each other. */
function useMarketplaceSignIn(): SignInState {
  const status = useAppSelector(selectAuthStatus);
  const signedIn = useAppSelector(selectIsAuthenticated);
  if (status === AuthStatus.LOADING) return 'loading';
  return signedIn ? 'signedIn' : 'signedOut';
}

/** Sign in, then come back (LoginPage honours ?returnTo=). */
const loginReturningTo = (returnTo: string) =>
  `${paths.login}?returnTo=${encodeURIComponent(returnTo)}`;

export function MarketplaceRoute() {
  return <MarketplacePage signIn={useMarketplaceSignIn()} />;
}

export function ProductRoute() {
  return <ProductPage signIn={useMarketplaceSignIn()} signInPath={loginReturningTo} />;
}
