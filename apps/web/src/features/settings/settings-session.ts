import { settingsEn } from './locales/en';

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
  /**
   * Ends the session here and goes to /login showing `notice`: after the account was deleted,
   * or to sign in afresh before deleting it.
   */
  leave(notice: string): Promise<void>;
}

/** The English farewell; the card passes the one in the interface language. */
export const GOODBYE_MESSAGE = settingsEn.deleteAccount.goodbye;
