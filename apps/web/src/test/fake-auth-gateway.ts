import { vi, type Mock } from 'vitest';
import type { AuthFailure, AuthGateway, AuthOutcome } from '../features/auth/auth-gateway';

export interface TestClaims {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string | null;
  admin: boolean;
  picture: string | null;
}

export const defaultClaims: TestClaims = {
  sub: 'user-1',
  email: 'jane.doe@example.org',
  email_verified: true,
  name: 'Jane Doe',
  admin: false,
  picture: 'https://www.gravatar.com/avatar/abc?d=identicon&s=64',
};

/** An unsigned JWT with the claims the server puts in its ID tokens; the browser never verifies. */
export function fakeIdToken(
  claims: Partial<TestClaims> = {},
  { expiresInSeconds = 15 * 60 }: { expiresInSeconds?: number } = {},
): string {
  const encode = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode({ ...defaultClaims, ...claims, exp })}.signature`;
}

export const ok = <T = void>(data?: T): AuthOutcome<T> => ({ ok: true, data: data as T });
export const refused = (error: AuthFailure): AuthOutcome<never> => ({ ok: false, error });

export type FakeAuthGateway = { [K in keyof AuthGateway]: Mock<AuthGateway[K]> } & {
  /** Who the fake server has a session for; null when signed out. */
  signedInAs: Partial<TestClaims> | null;
};

/**
 * A stand-in identity server: signing in starts a session, the token reflects it, signing out
 * ends it. Every method is a vi.fn, so a test can replace any single answer.
 */
export function createFakeAuthGateway({
  signedInAs = null,
}: { signedInAs?: Partial<TestClaims> | null } = {}): FakeAuthGateway {
  const gateway: FakeAuthGateway = {
    signedInAs,
    signUpEmail: vi.fn(async () => ok()),
    signInEmail: vi.fn(async ({ email }) => {
      gateway.signedInAs = { ...defaultClaims, email };
      return ok();
    }),
    signOut: vi.fn(async () => {
      gateway.signedInAs = null;
      return ok();
    }),
    requestPasswordReset: vi.fn(async () => ok()),
    resetPassword: vi.fn(async () => ok()),
    getSession: vi.fn(async () =>
      ok(gateway.signedInAs ? { userId: gateway.signedInAs.sub ?? defaultClaims.sub } : null),
    ),
    getToken: vi.fn(async () =>
      gateway.signedInAs
        ? ok(fakeIdToken(gateway.signedInAs))
        : refused({ status: 401, message: 'Unauthorized' }),
    ),
    startProviderSignIn: vi.fn(async () => ok()),
  };
  return gateway;
}
