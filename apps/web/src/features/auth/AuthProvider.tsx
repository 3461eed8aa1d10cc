import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import type { AuthGateway } from './auth-gateway';
import { createAuthSession, type AuthSession } from './auth-session';
import type { WithAuth } from './auth-slice';

interface AuthServices {
  gateway: AuthGateway;
  session: AuthSession;
}

const AuthServicesContext = createContext<AuthServices | null>(null);

interface AuthProviderProps {
  /** The real better-auth gateway in the app; a fake one in tests. */
  gateway: AuthGateway;
  children: ReactNode;
}

/**
 * Reads the sign-in state at load and keeps the ID token fresh while mounted. Sits inside the
 * Redux provider: the session writes the `auth` slice.
 */
export function AuthProvider({ gateway, children }: AuthProviderProps) {
  const store = useStore<WithAuth>();
  const [session] = useState(() =>
    createAuthSession({ gateway, dispatch: store.dispatch, getState: store.getState }),
  );

  useEffect(() => {
    session.start();
    return () => session.stop();
  }, [session]);

  const services = useMemo(() => ({ gateway, session }), [gateway, session]);
  return <AuthServicesContext value={services}>{children}</AuthServicesContext>;
}

function useAuthServices(): AuthServices {
  const services = useContext(AuthServicesContext);
  if (services === null) throw new Error('Auth hooks must be used inside <AuthProvider>');
  return services;
}

export const useAuthGateway = (): AuthGateway => useAuthServices().gateway;
export const useAuthSession = (): AuthSession => useAuthServices().session;
