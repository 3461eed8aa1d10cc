import { createAuthClient } from 'better-auth/client';
import { jwtClient } from 'better-auth/client/plugins';
import { success, type AuthFailure, type AuthGateway, type AuthOutcome } from './auth-gateway';

/** The server mounts better-auth here, on the API's origin. */
export const AUTH_BASE_PATH = '/api/auth';

export interface BetterAuthGatewayOptions {
  /** '' for the page's own origin, else the API's absolute origin (runtime config apiBase). */
  apiBase: string;
  /** Sends the window to the provider; tests replace it because jsdom cannot navigate away. */
  redirect?: (url: string) => void;
}

/** What better-fetch hands back: the answer's JSON body plus the HTTP status. */
interface FetchError {
  status: number;
  statusText?: string;
  code?: unknown;
  error?: unknown;
  message?: unknown;
}

type FetchResult<T> = { data: T; error: null } | { data: null; error: FetchError };

export function createBetterAuthGateway({
  apiBase,
  redirect = (url) => window.location.assign(url),
}: BetterAuthGatewayOptions): AuthGateway {
  const client = createAuthClient({
    ...(apiBase === '' ? {} : { baseURL: apiBase }),
    basePath: AUTH_BASE_PATH,
    plugins: [jwtClient()],
    // better-auth's default fetch plugin would follow {url, redirect} answers on its own; the
    // gateway does that itself, explicitly and only for the provider sign-in.
    disableDefaultFetchPlugins: true,
  });

  return {
    signUpEmail: (request) => settle(client.signUp.email(request), () => undefined),
    signInEmail: (request) => settle(client.signIn.email(request), () => undefined),
    signOut: () => settle(client.signOut(), () => undefined),
    requestPasswordReset: (request) =>
      settle(client.requestPasswordReset(request), () => undefined),
    resetPassword: (request) => settle(client.resetPassword(request), () => undefined),
    getSession: () =>
      settle(client.getSession(), (data) => (data?.user ? { userId: data.user.id } : null)),
    async getToken() {
      const outcome = await settle(client.token(), (data) => data?.token);
      if (outcome.ok && typeof outcome.data !== 'string') {
        return failure({ status: 500, message: 'The server answered without a token.' });
      }
      return outcome as AuthOutcome<string>;
    },
    async startProviderSignIn({ providerId, callbackURL, errorCallbackURL }) {
      const outcome = await settle(
        client.signIn.social({ provider: providerId, callbackURL, errorCallbackURL }),
        (data) => (data && 'url' in data ? data.url : undefined),
      );
      if (!outcome.ok) return outcome;
      const url = outcome.data;
      // Only ever leave for a web page: a javascript: URL from a broken server must not run.
      if (
        typeof url !== 'string' ||
        !/^https?:/i.test(new URL(url, window.location.href).protocol)
      ) {
        return failure({ status: 500 });
      }
      redirect(url);
      return success;
    },
  };
}

/** Turns better-fetch's {data, error} (or a network failure) into an AuthOutcome. */
async function settle<T, R>(
  call: Promise<FetchResult<T>>,
  pick: (data: T) => R,
): Promise<AuthOutcome<R>> {
  try {
    const result = await call;
    if (result.error) return failure(toFailure(result.error));
    return { ok: true, data: pick(result.data) };
  } catch (error) {
    // fetch itself rejected: offline, DNS, CORS. There is no provider message to show.
    console.warn('The identity service could not be reached.', error);
    return failure({ status: 0 });
  }
}

function toFailure(error: FetchError): AuthFailure {
  const code = typeof error.code === 'string' ? error.code : error.error;
  return {
    status: error.status,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof error.message === 'string' && error.message !== ''
      ? { message: error.message }
      : {}),
  };
}

function failure(error: AuthFailure): { ok: false; error: AuthFailure } {
  return { ok: false, error };
}
