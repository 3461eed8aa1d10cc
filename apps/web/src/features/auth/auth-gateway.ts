/**
 * What the app needs from the identity service. Components and tests depend on this interface,
 * never on better-auth itself, so a fake gateway can play every answer the server can give.
 */

/** A refused or failed call. `status` is 0 when the server could not be reached at all. */
export interface AuthFailure {
  status: number;
  /** better-auth's machine code (EMAIL_NOT_VERIFIED, INVALID_TOKEN...), or our API's `error`. */
  code?: string;
  /**
   * Text meant for people; shown as the provider's message (docs/product.md, "Errors and failure
   * handling").
   */
  message?: string;
}

export type AuthOutcome<T = void> = { ok: true; data: T } | { ok: false; error: AuthFailure };

export interface SignUpRequest {
  email: string;
  password: string;
  name: string;
  /** Where the verification link sends the visitor once verified. */
  callbackURL: string;
}

export interface ProviderSignInRequest {
  providerId: string;
  /** Where the provider sends a signed-in visitor back to. */
  callbackURL: string;
  /** Where a failed attempt lands, with ?error=. */
  errorCallbackURL: string;
}

export interface AuthGateway {
  signUpEmail(request: SignUpRequest): Promise<AuthOutcome>;
  signInEmail(request: { email: string; password: string }): Promise<AuthOutcome>;
  signOut(): Promise<AuthOutcome>;
  requestPasswordReset(request: { email: string; redirectTo: string }): Promise<AuthOutcome>;
  resetPassword(request: { newPassword: string; token: string }): Promise<AuthOutcome>;
  /** The session behind the cookie, or null when nobody is signed in. */
  getSession(): Promise<AuthOutcome<{ userId: string } | null>>;
  /** A fresh ID token (a JWT) for the current session; 401 when the session is gone. */
  getToken(): Promise<AuthOutcome<string>>;
  /**
   * Starts the third-party sign-in by sending the whole window to the provider. A full-page
   * redirect rather than a popup: popups are blocked on many phones and lose their opener
   * under strict cross-origin policies.
   */
  startProviderSignIn(request: ProviderSignInRequest): Promise<AuthOutcome>;
}

export const success: AuthOutcome = { ok: true, data: undefined };

/** better-auth refuses a password sign-in for an unverified address with this code. */
export const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';

/** The session behind a token request is gone (signed out elsewhere, expired, password changed). */
export function isSessionGone(error: AuthFailure): boolean {
  return error.status === 401 || error.status === 403;
}
