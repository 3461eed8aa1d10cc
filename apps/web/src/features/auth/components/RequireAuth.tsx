import { AuthStatus } from '@storyloom/contracts';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Outlet } from 'react-router';
import { paths } from '../../../config/paths';
import { selectAuthStatus, selectIsAuthenticated } from '../auth-slice';

interface RequireAuthProps {
  /** Shown while the sign-in state is unknown (the app passes its splash). */
  whileLoading: ReactNode;
  /** The protected page; nested routes render through the outlet when omitted. */
  children?: ReactNode;
}

/** The route gate for /library and /settings (docs/product.md, "Client state and persistence"). */
export function RequireAuth({ whileLoading, children }: RequireAuthProps) {
  const status = useSelector(selectAuthStatus);
  const isAuthenticated = useSelector(selectIsAuthenticated);
  if (status === AuthStatus.LOADING) return whileLoading;
  // The sign-in could not be checked: the notice above the page says so and tries again; the
  // login screen is only for a session the server says is gone.
  if (status === AuthStatus.ERROR) return null;
  if (!isAuthenticated) return <Navigate to={paths.login} replace />;
  return children ?? <Outlet />;
}
