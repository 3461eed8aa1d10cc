import type { ReactNode } from 'react';
import { selectAuth } from '../features/auth/auth-slice';
import { SubscriptionSync } from '../features/subscription/SubscriptionSync';
import { useAppSelector } from './hooks';

/** Hands the sign-in state to the subscription loader (features do not read each other). */
export function SubscriptionFromAuth({ children }: { children?: ReactNode }) {
  const { status, user, error } = useAppSelector(selectAuth);
  return (
    <SubscriptionSync auth={{ status, userId: user?.uid ?? null, error }}>
      {children}
    </SubscriptionSync>
  );
}
