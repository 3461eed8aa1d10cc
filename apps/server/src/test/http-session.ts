import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * A browser-like client over app.inject(): keeps cookies between calls and sends the app's own
 * Origin, as the web app would.
 */
export function httpSession(app: FastifyInstance, origin: string) {
  const cookies = new Map<string, string>();

  function remember(response: LightMyRequestResponse) {
    for (const cookie of response.cookies) {
      if (cookie.value === '' || cookie.maxAge === 0) cookies.delete(cookie.name);
      else cookies.set(cookie.name, cookie.value);
    }
  }

  async function send(options: InjectOptions & { url: string }) {
    const headers: Record<string, string> = {
      origin,
      ...(options.headers as Record<string, string> | undefined),
    };
    if (cookies.size > 0) {
      headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const response = await app.inject({ ...options, headers });
    remember(response);
    return response;
  }

  return {
    get: (url: string, headers?: Record<string, string>) => send({ method: 'GET', url, headers }),
    post: (url: string, payload?: object, headers?: Record<string, string>) =>
      send({ method: 'POST', url, payload: payload ?? {}, headers }),
    /** The path and query of an absolute link, for following mailed links through inject(). */
    pathOf: (link: string) => {
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    },
    hasCookies: () => cookies.size > 0,
  };
}
