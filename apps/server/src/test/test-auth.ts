import type { Authenticate } from '../platform/http/authentication.js';

/** The header tests name their user in. */
export const TEST_USER_HEADER = 'x-test-user';

/**
 * For tests only: the caller is whoever the `x-test-user` header names, with no proof at all.
 * Production uses the identity module's authenticator, which verifies the ID token.
 */
export const headerAuthenticate: Authenticate = async (request) => {
  const userId = request.headers[TEST_USER_HEADER];
  return typeof userId === 'string' && userId !== '' ? { id: userId, admin: false } : null;
};
