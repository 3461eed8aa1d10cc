import { PASSWORD_LENGTH } from '@storyloom/contracts';

export const PASSWORD_HINT = `Use ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters.`;

/** Why a new password would be refused, or null when it fits. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_LENGTH.min || password.length > PASSWORD_LENGTH.max) {
    return `Your password needs ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters.`;
  }
  return null;
}
