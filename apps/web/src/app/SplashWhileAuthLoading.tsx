import { AuthStatus } from '@storyloom/contracts';
import { useDeferredValue, type ReactNode } from 'react';
import { selectAuthStatus } from '../features/auth/auth-slice';
import { useAppSelector } from './hooks';
import { Splash } from './Splash';

/**
 * While the sign-in state is loading, the splash shows (docs/product.md, "Pages and routes").
 *
 * The page behind the splash is the largest render of a visit. Deferring the switch lets React
 * build it in short slices the browser can interleave with input and paint, rather than in one
 * long task the moment the session answers (a store update alone would render synchronously).
 */
export function SplashWhileAuthLoading({ children }: { children: ReactNode }) {
  // Mounted with the answer already known (it can arrive before saved state is restored), the
  // splash still shows first, so the page is built in the deferred, sliced render as well.
  const loading = useDeferredValue(useAppSelector(selectAuthStatus) === AuthStatus.LOADING, true);
  return loading ? <Splash /> : children;
}
