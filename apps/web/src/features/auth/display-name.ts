import type { AuthUser } from './id-token';

/**
 * The name, else the part of the e-mail before the @, else 'User' (docs/product.md, "Screens and
 * navigation").
 */
export function displayNameOf(user: Pick<AuthUser, 'displayName' | 'email'> | null): string {
  const name = user?.displayName?.trim();
  if (name) return name;
  const localPart = user?.email.split('@')[0]?.trim();
  return localPart ? localPart : 'User';
}
