import { createHash } from 'node:crypto';
import { AVATAR_SIZE_PX } from '@storyloom/contracts';

/** The public avatar service's picture for an e-mail address, identicon when it has none. */
export function avatarUrl(email: string): string {
  const hash = createHash('md5').update(email.trim().toLowerCase()).digest('hex');
  return `https://www.gravatar.com/avatar/${hash}?d=identicon&s=${AVATAR_SIZE_PX}`;
}
