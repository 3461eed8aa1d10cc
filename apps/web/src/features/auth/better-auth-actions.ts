import { createAuthClient } from 'better-auth/client';
import { success, type AuthGateway } from './auth-gateway';
import { failure, settle } from './auth-outcome';

/** The gateway's calls that someone starts by hand: sign-in, sign-up, sign-out, resets. */
export type AuthActions = Omit<AuthGateway, 'getSession' | 'getToken'>;

export interface AuthActionsOptions {
  apiBase: string;
  basePath: string;
  redirect: (url: string) => void;
}

/**
 * The better-auth client, loaded only when a visitor acts (see better-auth-gateway.ts): a first
 * visit that only reads the session never downloads it.
 */
export function createAuthActions({
  apiBase,
  basePath,
  redirect,
}: AuthActionsOptions): AuthActions {
  const client = createAuthClient({
    ...(apiBase === '' ? {} : { baseURL: apiBase }),
    basePath,
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
