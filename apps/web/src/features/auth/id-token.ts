/** The signed-in user as the app sees it (docs/product.md, "The data"), read from the ID token. */
export interface AuthUser {
  uid: string;
  email: string;
  displayName: string | null;
  emailVerified: boolean;
  /** The token's admin claim; the admin area still asks the server (GET /api/me). */
  admin: boolean;
  /** The 64px avatar URL, or null when the token carries none. */
  picture: string | null;
}

export interface IdToken {
  token: string;
  user: AuthUser;
  /** When the token stops being accepted, in ms since the epoch. */
  expiresAt: number;
}

interface Claims {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string | null;
  admin: boolean;
  picture: string | null;
  exp: number;
}

/**
 * The claims the app uses, checked by hand: the token is read at every load, before zod is
 * needed anywhere (decision 0011). Absent flags are false; absent texts are null.
 */
function readClaims(payload: unknown): Claims {
  if (typeof payload !== 'object' || payload === null) throw invalidClaim('payload');
  const claims = payload as Record<string, unknown>;
  const { sub, email, exp } = claims;
  if (typeof sub !== 'string' || sub === '') throw invalidClaim('sub');
  if (typeof email !== 'string') throw invalidClaim('email');
  if (typeof exp !== 'number' || !Number.isFinite(exp)) throw invalidClaim('exp');
  return {
    sub,
    email,
    exp,
    email_verified: flag(claims, 'email_verified'),
    admin: flag(claims, 'admin'),
    name: optionalText(claims, 'name'),
    picture: optionalText(claims, 'picture'),
  };
}

function flag(claims: Record<string, unknown>, name: string): boolean {
  const value = claims[name];
  if (value === undefined) return false;
  if (typeof value !== 'boolean') throw invalidClaim(name);
  return value;
}

function optionalText(claims: Record<string, unknown>, name: string): string | null {
  const value = claims[name];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw invalidClaim(name);
  return value;
}

const invalidClaim = (name: string) =>
  new Error(`The ID token's ${name} claim is missing or invalid.`);

/**
 * Reads the claims of an ID token. The signature is not checked here: the API verifies every
 * token it receives, and the browser only uses the claims for display and scheduling.
 */
export function readIdToken(token: string): IdToken {
  const payload = token.split('.')[1];
  if (payload === undefined) throw new Error('The ID token is not a JWT.');
  const claims = readClaims(JSON.parse(decodeBase64Url(payload)));
  const name = claims.name?.trim();
  return {
    token,
    expiresAt: claims.exp * 1000,
    user: {
      uid: claims.sub,
      email: claims.email,
      displayName: name ? name : null,
      emailVerified: claims.email_verified,
      admin: claims.admin,
      picture: claims.picture ? claims.picture : null,
    },
  };
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  // Names are UTF-8 (accents, emoji); atob alone would mangle them.
  return new TextDecoder().decode(bytes);
}
