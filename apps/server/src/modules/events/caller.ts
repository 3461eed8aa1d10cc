import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isVisitorId, VISITOR_ID_COOKIE } from '@storyloom/contracts';
import type { Config } from '../../config.js';
import type { RequestUser } from '../../platform/http/authentication.js';
import { localSecret } from '../../platform/local-secret.js';

/**
 * Who sent a request that works with or without an account (events, feedback): the verified
 * user when a valid bearer token came with it, else the visitor id from the dac_visitor_id
 * cookie when it has a sane shape. The address is only ever kept as a keyed hash.
 */
export type Caller = {
  user: RequestUser | null;
  visitorId: string | null;
  ipHash: string;
};

export type IpHasher = (ip: string) => string;

/**
 * Addresses are hashed with a key derived from the auth secret, so the stored hash cannot be
 * reversed by trying every IPv4 address, yet is stable across processes sharing that secret.
 */
export async function ipHasherFor(config: Config): Promise<IpHasher> {
  const secret = config.authSecret ?? (await localSecret(config.dataDir, 'auth-secret'));
  const key = createHmac('sha256', secret).update('storyloom:ip-hash').digest();
  return (ip) => createHmac('sha256', key).update(ip).digest('hex').slice(0, 32);
}

/** The caller of a route open to anyone: the access hook already read any token it carried. */
export function identifyCaller(hashIp: IpHasher, request: FastifyRequest): Caller {
  return { user: request.user, visitorId: visitorIdOf(request), ipHash: hashIp(request.ip) };
}

export function visitorIdOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== VISITOR_ID_COOKIE.name) continue;
    const value = safeDecode(part.slice(separator + 1).trim());
    return isVisitorId(value) ? value : null;
  }
  return null;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The key rate limits count under: the account when signed in, else the address. */
export function rateLimitKeyOf(scope: string, caller: Caller): string {
  // A visitor id is chosen by the browser and free to rotate, so it cannot anchor a limit.
  return caller.user ? `${scope}:user:${caller.user.id}` : `${scope}:ip:${caller.ipHash}`;
}
