import { JOURNEY_PASSWORD } from './accounts.js';
import type { RunningApp } from './app-server.js';

/**
 * An ID token for a verified account, fetched over the API as the web app does: sign in for a
 * session cookie, then trade the cookie for a token. For reading what a journey left on the
 * server (admin endpoints) without driving the admin screens.
 */
export async function apiTokenFor(app: RunningApp, email: string): Promise<string> {
  const signIn = await fetch(`${app.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify({ email, password: JOURNEY_PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const response = await fetch(`${app.url}/api/auth/token`, { headers: { cookie } });
  if (!response.ok) throw new Error(`no token: ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return token;
}

/** GET as that account, failing loudly on anything but 200. */
export async function getAs<T>(app: RunningApp, token: string, path: string): Promise<T> {
  const response = await fetch(`${app.url}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
