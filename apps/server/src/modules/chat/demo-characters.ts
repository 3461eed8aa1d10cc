import type { Executor } from '../../platform/db/executor.js';

/**
 * The one seam for visitors: the family whose character a signed-out visitor may talk with (a
 * character of the public demo), or null. The demo (issue 22) does not exist yet, so there is
 * none, and a visitor is asked to sign in for every character. When it does, it answers the
 * demo's owner here and decides how a visitor's conversation is kept apart from others'.
 */
export async function publicDemoFamilyOf(
  _db: Executor,
  _characterId: string,
): Promise<string | null> {
  return null;
}
