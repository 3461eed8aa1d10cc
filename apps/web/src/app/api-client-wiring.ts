import { CHILD_PROFILE_HEADER } from '@storyloom/contracts';
import type { AuthSession } from '../features/auth/auth-session';
import { createApiClient, type ApiClient } from '../lib/api-client';

/**
 * The app's one API client. Its token comes from the auth slice through the session, which
 * renews a token about to expire first; with nobody signed in it is null, and the client then
 * refuses with 'User not authenticated [EC8]' before touching the network.
 */
export function createAppApiClient(
  apiBase: string,
  session: AuthSession,
  /** The child profile the device acts as (sent as X-Child-Profile on every call), or null. */
  activeChildId: () => string | null = () => null,
): ApiClient {
  return createApiClient({
    baseUrl: apiBase,
    getIdToken: () => session.getFreshToken(),
    extraHeaders: (): Record<string, string> => {
      const child = activeChildId();
      return child ? { [CHILD_PROFILE_HEADER]: child } : {};
    },
  });
}
