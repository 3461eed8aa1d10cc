import type { Limit } from '../../platform/http/rate-limit.js';

/**
 * Per-address limits on the auth endpoints that mail someone. better-auth limits per IP
 * address; these stop one address (one inbox) being mailed from many. Password sign-in has
 * its own, failure-based limit (sign-in-throttle.ts). Keys are better-auth's endpoint paths,
 * checked in its hooks (auth-hooks.ts), so no spelling of a URL escapes them.
 */
export const MAIL_LIMITS: Record<string, Limit> = {
  '/sign-up/email': { max: 5, windowSeconds: 60 * 60 },
  '/request-password-reset': { max: 5, windowSeconds: 60 * 60 },
  '/send-verification-email': { max: 5, windowSeconds: 60 * 60 },
};
