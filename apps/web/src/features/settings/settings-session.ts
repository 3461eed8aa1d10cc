/**
 * What the Settings cards need from the signed-in session, which belongs to the auth feature:
 * the app passes it in (features never import each other).
 */
export interface SettingsSession {
  /**
   * Reads the session again and takes a fresh ID token, so the top bar shows a new display
   * name, and a password change (which replaces the session) keeps the app signed in.
   */
  refresh(): Promise<unknown>;
  /** After the account was deleted: ends the session here and goes to /login showing `notice`. */
  leave(notice: string): Promise<void>;
}

export const GOODBYE_MESSAGE =
  'Your account and everything in it have been deleted. Thank you for the stories. Goodbye!';
