import { AuthStatus } from '@storyloom/contracts';
import type { ReactNode } from 'react';
import { selectAuthStatus } from '../features/auth/auth-slice';
import { useAppSelector } from './hooks';
import { Splash } from './Splash';

/** Spec section 2: while the sign-in state is loading, the splash shows. */
export function SplashWhileAuthLoading({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectAuthStatus);
  return status === AuthStatus.LOADING ? <Splash /> : children;
}
