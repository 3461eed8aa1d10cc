import { ApiRoutes, AuthStatus } from '@storyloom/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Outlet } from 'react-router';
import { z } from 'zod';
import { Card } from '../../../components/ui/Card';
import { Spinner } from '../../../components/ui/Spinner';
import { callRoute, userMessageOf } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-client-context';
import { useErrorsT, useErrorText } from '../../../lib/i18n';
import { useAuthT } from '../i18n';
import { selectAuthStatus, selectCurrentUser, selectIsAuthenticated } from '../auth-slice';
import '../auth-pages.css';

const meSchema = z.object({ admin: z.boolean() });

type AdminCheck = { uid: string } & (
  { outcome: 'admin' } | { outcome: 'not-admin' } | { outcome: 'failed'; message: string }
);

/**
 * The /admin gate (docs/product.md, "Client state and persistence"). The token's admin claim is
 * only a hint; the server decides (GET /api/me), so a revoked admin is refused at once. Signed-out
 * visitors and non-admins go to / (docs/product.md, "Readings of unclear points" 16).
 */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const api = useApiClient();
  const { t } = useAuthT();
  const { t: errorsT } = useErrorsT();
  const translateError = useErrorText();
  const status = useSelector(selectAuthStatus);
  const isAuthenticated = useSelector(selectIsAuthenticated);
  const uid = useSelector(selectCurrentUser)?.uid ?? null;
  const [check, setCheck] = useState<AdminCheck | null>(null);

  useEffect(() => {
    if (!isAuthenticated || uid === null) return;
    let current = true;
    callRoute(api, ApiRoutes.me.get).then(
      (answer) => {
        if (!current) return;
        const me = meSchema.safeParse(answer);
        setCheck(
          me.success
            ? { uid, outcome: me.data.admin ? 'admin' : 'not-admin' }
            : { uid, outcome: 'failed', message: t('admin.unexpectedAnswer') },
        );
      },
      (error: unknown) => {
        if (!current) return;
        // The server's own words ('Too many requests...') say more than its status text.
        setCheck({ uid, outcome: 'failed', message: userMessageOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [api, isAuthenticated, uid]);

  if (status !== AuthStatus.LOADING && !isAuthenticated) return <Navigate to="/" replace />;
  // A check made for another account (signed out and in again) does not count.
  if (check === null || check.uid !== uid) {
    return (
      <div className="admin-gate">
        <Spinner label={errorsT('checkingAdminPermissions')} />
      </div>
    );
  }
  if (check.outcome === 'failed') {
    return (
      <Card className="admin-gate" role="alert">
        <p>{errorsT('adminCheckFailed', { message: translateError(check.message) })}</p>
      </Card>
    );
  }
  if (check.outcome === 'not-admin') return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
