import { ApiRoutes, AUTH_BASE_PATH, pathTo } from '@storyloom/contracts';
import type { AuthGateway, AuthOutcome } from './auth-gateway';
import type { AuthActions } from './better-auth-actions';
import { failure, settle, type FetchResult } from './auth-outcome';

export interface BetterAuthGatewayOptions {
  /** '' for the page's own origin, else the API's absolute origin (runtime config apiBase). */
  apiBase: string;
  /** Sends the window to the provider; tests replace it because jsdom cannot navigate away. */
  redirect?: (url: string) => void;
}

/**
 * The identity service behind better-auth's endpoints. Reading the session and its token, which
 * every page load does, are two plain GETs sent as better-auth's client sends them (cookie
 * included); the client itself, about a tenth of the first load, is imported only when someone
 * signs in, up or out or resets a password.
 */
export function createBetterAuthGateway({
  apiBase,
  redirect = (url) => window.location.assign(url),
}: BetterAuthGatewayOptions): AuthGateway {
  const apiOrigin = apiBase.replace(/\/+$/, '');
  let actions: Promise<AuthActions> | null = null;
  const loadActions = () => {
    // A failed download is not remembered, so the next attempt fetches it again.
    actions ??= import('./better-auth-actions')
      .then(({ createAuthActions }) =>
        createAuthActions({ apiBase, basePath: AUTH_BASE_PATH, redirect }),
      )
      .catch((error: unknown) => {
        actions = null;
        throw error;
      });
    return actions;
  };

  return {
    signUpEmail: async (request) => (await loadActions()).signUpEmail(request),
    signInEmail: async (request) => (await loadActions()).signInEmail(request),
    signOut: async () => (await loadActions()).signOut(),
    requestPasswordReset: async (request) => (await loadActions()).requestPasswordReset(request),
    resetPassword: async (request) => (await loadActions()).resetPassword(request),
    startProviderSignIn: async (request) => (await loadActions()).startProviderSignIn(request),
    getSession: () =>
      settle(
        getJson<{ user?: { id: string } } | null>(apiOrigin, ApiRoutes.auth.session),
        (data) => (data?.user ? { userId: data.user.id } : null),
      ),
    async getToken() {
      const outcome = await settle(
        getJson<{ token?: unknown } | null>(apiOrigin, ApiRoutes.auth.token),
        (data) => (typeof data?.token === 'string' ? data.token : undefined),
      );
      if (outcome.ok && outcome.data === undefined) {
        return failure({ status: 500, message: 'The server answered without a token.' });
      }
      return outcome as AuthOutcome<string>;
    },
  };
}

/** The two reads every page load makes, both GETs without parameters. */
type SessionRead = typeof ApiRoutes.auth.session | typeof ApiRoutes.auth.token;

/** A read with the session cookie, answered as better-fetch would: the JSON body or the error. */
async function getJson<T>(apiOrigin: string, route: SessionRead): Promise<FetchResult<T>> {
  const response = await fetch(`${apiOrigin}${pathTo(route)}`, {
    method: route.method,
    credentials: 'include',
  });
  const body = parseJson(await response.text());
  if (response.ok) return { data: body as T, error: null };
  const details = typeof body === 'object' && body !== null ? body : {};
  return {
    data: null,
    error: { ...details, status: response.status, statusText: response.statusText },
  };
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
