import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createBetterAuthGateway } from './better-auth-gateway';

let fetchMock: Mock<typeof fetch>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** What the gateway sent: method, URL and parsed JSON body. */
async function sent(index = 0) {
  const [input, init] = fetchMock.mock.calls[index] ?? [];
  const request = new Request(input as RequestInfo, init);
  const text = await request.text();
  return {
    method: request.method,
    url: request.url,
    body: text ? (JSON.parse(text) as unknown) : undefined,
    credentials: init?.credentials,
  };
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => json(200, { status: true }));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const gateway = (redirect = vi.fn()) =>
  createBetterAuthGateway({ apiBase: 'https://api.example.org', redirect });

describe('better-auth gateway requests', () => {
  it('signs up under /api/auth with the callback URL', async () => {
    await gateway().signUpEmail({
      email: 'a@example.org',
      password: 'password123',
      name: 'a',
      callbackURL: '/verify-email',
    });
    expect(await sent()).toMatchObject({
      method: 'POST',
      url: 'https://api.example.org/api/auth/sign-up/email',
      body: {
        email: 'a@example.org',
        password: 'password123',
        name: 'a',
        callbackURL: '/verify-email',
      },
      credentials: 'include',
    });
  });

  it('signs in, signs out, requests and performs a reset', async () => {
    const auth = gateway();
    await auth.signInEmail({ email: 'a@example.org', password: 'pw' });
    await auth.signOut();
    await auth.requestPasswordReset({ email: 'a@example.org', redirectTo: '/reset-password' });
    await auth.resetPassword({ newPassword: 'password123', token: 't' });
    const calls = await Promise.all([0, 1, 2, 3].map((index) => sent(index)));
    expect(calls.map(({ method, url }) => `${method} ${new URL(url).pathname}`)).toEqual([
      'POST /api/auth/sign-in/email',
      'POST /api/auth/sign-out',
      'POST /api/auth/request-password-reset',
      'POST /api/auth/reset-password',
    ]);
    expect(calls[2]?.body).toEqual({ email: 'a@example.org', redirectTo: '/reset-password' });
    expect(calls[3]?.body).toEqual({ newPassword: 'password123', token: 't' });
  });

  it('reads the session and the token', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { session: { id: 's' }, user: { id: 'u-1' } }))
      .mockResolvedValueOnce(json(200, { token: 'jwt' }));
    const auth = gateway();
    await expect(auth.getSession()).resolves.toEqual({ ok: true, data: { userId: 'u-1' } });
    await expect(auth.getToken()).resolves.toEqual({ ok: true, data: 'jwt' });
    expect((await sent(0)).url).toBe('https://api.example.org/api/auth/get-session');
    expect(await sent(1)).toMatchObject({
      method: 'GET',
      url: 'https://api.example.org/api/auth/token',
    });
  });

  it('reads no session as null', async () => {
    fetchMock.mockResolvedValueOnce(new Response('null', { status: 200 }));
    await expect(gateway().getSession()).resolves.toEqual({ ok: true, data: null });
  });

  it('starts the provider sign-in and sends the window to its URL', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { url: 'https://idp.example.org/authorize?x=1', redirect: true }),
    );
    const redirect = vi.fn();
    const outcome = await gateway(redirect).startProviderSignIn({
      providerId: 'google',
      callbackURL: '/ideas',
      errorCallbackURL: '/login',
    });
    expect(outcome.ok).toBe(true);
    expect(redirect).toHaveBeenCalledWith('https://idp.example.org/authorize?x=1');
    expect(await sent()).toMatchObject({
      method: 'POST',
      url: 'https://api.example.org/api/auth/sign-in/social',
      body: { provider: 'google', callbackURL: '/ideas', errorCallbackURL: '/login' },
    });
  });

  it('never follows a provider URL that is not a web page', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { url: 'javascript:alert(1)', redirect: true }));
    const redirect = vi.fn();
    const outcome = await gateway(redirect).startProviderSignIn({
      providerId: 'google',
      callbackURL: '/ideas',
      errorCallbackURL: '/login',
    });
    expect(outcome.ok).toBe(false);
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe('better-auth gateway failures', () => {
  it("keeps better-auth's code and message", async () => {
    fetchMock.mockResolvedValueOnce(
      json(403, { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' }),
    );
    await expect(
      gateway().signInEmail({ email: 'a@example.org', password: 'pw' }),
    ).resolves.toEqual({
      ok: false,
      error: { status: 403, code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' },
    });
  });

  it("reads our API's rate-limit answer", async () => {
    fetchMock.mockResolvedValueOnce(
      json(429, { error: 'rate_limited', message: 'Too many attempts.', status: 429 }),
    );
    await expect(
      gateway().signInEmail({ email: 'a@example.org', password: 'pw' }),
    ).resolves.toEqual({
      ok: false,
      error: { status: 429, code: 'rate_limited', message: 'Too many attempts.' },
    });
  });

  it('reports an unreachable server as status 0 without a message', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(gateway().getSession()).resolves.toEqual({ ok: false, error: { status: 0 } });
  });

  it('treats a token answer without a token as a failure', async () => {
    fetchMock.mockResolvedValueOnce(json(200, {}));
    const outcome = await gateway().getToken();
    expect(outcome.ok).toBe(false);
  });
});
