/**
 * Which pages may sign up, sign in and change an account with the session cookie.
 *
 * Trusted: PUBLIC_URL, every origin the operator lists (WEB_ORIGINS, TRUSTED_ORIGINS: a home
 * server reached from a tablet at its LAN address), and a loopback name (localhost, 127.0.0.1,
 * [::1]) when the browser reached this very server at it. The last needs no setting because a
 * browser on the server's own machine may type either name; the Host header must name the same
 * host and port as the page's Origin, so another local site (another port) is still refused.
 */
export type OriginTrust = {
  /** Whether a write from this Origin, sent to this Host header, comes from one of our pages. */
  trusts(origin: string, host: string | undefined): boolean;
  /** Every origin trusted for a request with this Host header (better-auth's trustedOrigins). */
  originsFor(host: string | undefined): string[];
};

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

export function createOriginTrust(listed: readonly string[]): OriginTrust {
  const fixed = [...new Set(listed.map(originOf).filter((origin) => origin !== undefined))];
  const loopbackOriginFor = (host: string | undefined): string[] => {
    const origin = host ? originOf(`http://${host}`) : undefined;
    if (!origin || !LOOPBACK_HOSTNAMES.has(new URL(origin).hostname)) return [];
    // The page is http: or https: depending on what sits in front; both name the same server.
    return [origin, origin.replace(/^http:/, 'https:')];
  };
  return {
    trusts: (origin, host) => fixed.includes(origin) || loopbackOriginFor(host).includes(origin),
    originsFor: (host) => [...fixed, ...loopbackOriginFor(host)],
  };
}

function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** PUBLIC_URL, WEB_ORIGINS and TRUSTED_ORIGINS, with loopback names as the request reaches us. */
export function originTrustFrom(config: {
  publicUrl: string;
  webOrigins: readonly string[];
  trustedOrigins: readonly string[];
}): OriginTrust {
  return createOriginTrust([config.publicUrl, ...config.webOrigins, ...config.trustedOrigins]);
}
