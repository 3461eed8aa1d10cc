import { paths } from '../../config/paths';

/**
 * Where to go after signing in: the `returnTo` page a visitor was asked to sign in from (a
 * product they wanted to acquire, say), else the story start. Only paths on this site count, so
 * a crafted link cannot send someone elsewhere after they sign in.
 */
export function afterSignInPath(search: string): string {
  const returnTo = new URLSearchParams(search).get('returnTo');
  const onThisSite =
    returnTo !== null &&
    returnTo.startsWith('/') &&
    !returnTo.startsWith('//') &&
    !returnTo.startsWith('/\\') &&
    ![...returnTo].some((character) => character.charCodeAt(0) < 32);
  return onThisSite ? returnTo : paths.ideas;
}
