import { PASSWORD_LENGTH } from '@storyloom/contracts';
import { authEn } from './locales/en';

/** The English hint (screens show `t('passwordHint')`). */
export const PASSWORD_HINT = authEn.passwordHint;

/** Why a new password would be refused (a key of the auth texts), or null when it fits. */
export function passwordProblem(password: string): 'passwordLength' | null {
  if (password.length < PASSWORD_LENGTH.min || password.length > PASSWORD_LENGTH.max) {
    return 'passwordLength';
  }
  return null;
}
