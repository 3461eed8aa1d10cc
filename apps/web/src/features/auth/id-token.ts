import { z } from 'zod';

/** The signed-in user as the app sees it (spec section 3, "Auth user"), read from the ID token. */
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

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string(),
  email_verified: z.boolean().default(false),
  name: z.string().nullish(),
  admin: z.boolean().default(false),
  picture: z.string().nullish(),
  exp: z.number(),
});

/**
 * Reads the claims of an ID token. The signature is not checked here: the API verifies every
 * token it receives, and the browser only uses the claims for display and scheduling.
 */
export function readIdToken(token: string): IdToken {
  const payload = token.split('.')[1];
  if (payload === undefined) throw new Error('The ID token is not a JWT.');
  const claims = claimsSchema.parse(JSON.parse(decodeBase64Url(payload)));
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
