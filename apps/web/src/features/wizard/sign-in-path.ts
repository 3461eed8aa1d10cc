import { paths } from '../../config/paths';

/**
 * Sign in, then come back to the wizard. /Ideas would start a new story and /ideas would reopen
 * the first step, so a visitor asked to sign in from either returns to /story, draft intact.
 */
export function signInPathFromWizard(pathname: string): string {
  const returnTo = pathname.toLowerCase().startsWith(`${paths.story}`) ? pathname : paths.story;
  return `${paths.login}?returnTo=${encodeURIComponent(returnTo)}`;
}
