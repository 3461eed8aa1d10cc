import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type TestIdentityProvider = {
  issuer: string;
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  /** Walks the provider's own login and consent pages as a person would, returning the redirect back to the app. */
  signInThrough(authorizationUrl: string, login: string): Promise<string>;
  close(): Promise<void>;
};

/** A real OpenID Connect provider (oidc-provider) on 127.0.0.1 with one client: the app. */
export async function startTestIdentityProvider(
  redirectUri: string,
  accounts: Record<string, { email: string; name: string }>,
): Promise<TestIdentityProvider> {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'storyloom';
  const clientSecret = 'a-test-client-secret-that-is-long-enough';

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: async (_ctx, id) => {
      const account = accounts[id];
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: account.email,
          email_verified: true,
          name: account.name,
        }),
      };
    },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['test-cookie-key'] },
  });
  provider.on('server_error', (_ctx: unknown, error: unknown) => console.error(error));
  handle = provider.callback();

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    clientId,
    clientSecret,
    async signInThrough(authorizationUrl, login) {
      const jar = new Map<string, string>();
      const visit = async (url: string, form?: Record<string, string>) => {
        const response = await fetch(new URL(url, issuer), {
          method: form ? 'POST' : 'GET',
          redirect: 'manual',
          headers: {
            cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
            ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
          body: form ? new URLSearchParams(form).toString() : undefined,
        });
        for (const cookie of response.headers.getSetCookie()) {
          const [pair = ''] = cookie.split(';');
          const [name = '', ...value] = pair.split('=');
          jar.set(name, value.join('='));
        }
        await response.arrayBuffer();
        return response;
      };
      let response = await visit(authorizationUrl);
      for (let step = 0; step < 12; step += 1) {
        const location = response.headers.get('location');
        if (!location) throw new Error(`the provider stopped at ${response.status}`);
        if (location.startsWith(redirectUri)) return location;
        const target = new URL(location, issuer);
        const interaction = /^\/interaction\/([^/]+)$/.exec(target.pathname);
        if (!interaction) {
          response = await visit(target.toString());
          continue;
        }
        const details = await provider.Interaction.find(interaction[1] ?? '');
        const prompt = details?.prompt.name === 'consent' ? 'consent' : 'login';
        response = await visit(
          target.toString(),
          prompt === 'login' ? { prompt, login } : { prompt },
        );
      }
      throw new Error('the provider never redirected back');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
