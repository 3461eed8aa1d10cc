// Zod-free so the web's first load can show errors without downloading zod (value-modules.test.ts).
import type { ApiError } from './api-error.js';

export const apiRequestFailed = (statusText: string): string => `API request failed: ${statusText}`;

export const permissionDenied = (hook: string): string =>
  `Permission denied in ${hook}. Check Firestore rules or authentication. [EC_PERM]`;

export const dataLayerError = (hook: string, message: string): string =>
  `An error occurred in ${hook}. ${message} [EC_GEN]`;

export const providerSignInFailed = (provider: string): string => `${provider} sign-in failed`;

export const adminCheckFailed = (message: string): string =>
  `Error verifying admin access: ${message}`;

export const generationCancelled: Readonly<ApiError> = Object.freeze({
  status: 499,
  error: 'cancelled',
  message: 'Generation was cancelled by the user',
});

/**
 * docs/product.md, "Errors and failure handling", word for word ("Readings of unclear points" 14:
 * keep 'Firestore' and 'in few minutes').
 */
export const ErrorText = {
  userNotAuthenticated: 'User not authenticated [EC8]',
  apiRequestFailed,
  generationCancelled,
  demoFetchFailed: 'Failed to fetch demo content',
  permissionDenied,
  dataLayerError,
  heavyLoad: 'We may be under heavy load. Please try again in few minutes.',
  authenticationFailed: 'Authentication failed',
  providerSignInFailed,
  verifyEmailFirst: 'Please verify your email first. We just re-sent the link.',
  verificationEmailSent: 'Verification email sent! Check your inbox.',
  passwordResetSent: 'Password reset link sent! Check your inbox.',
  passwordResetEmailRequired: 'Please enter your email to request a password reset.',
  feedbackSubmitFailed: 'Failed to submit feedback. Please try again later.',
  feedbackThankYou: 'Thank you for your feedback!',
  ratingRequired: 'Please select a rating.',
  imageLoadFailed: 'Failed to load image',
  notImplemented: 'not implemented',
  renderError: 'An error has occurred',
  adminCheckFailed,
  checkingAdminPermissions: 'Checking admin permissions...',
  errorBoxTitle: 'Something went wrong',
  unknownError: 'An unknown error occurred',
} as const;

const nonEmpty = (s: string | null | undefined): s is string =>
  typeof s === 'string' && s.trim() !== '';

/** Demo fetch failure: server message, else error message, else the default. */
export function demoFetchFailureMessage(
  serverMessage?: string | null,
  errorMessage?: string | null,
): string {
  if (nonEmpty(serverMessage)) return serverMessage;
  if (nonEmpty(errorMessage)) return errorMessage;
  return ErrorText.demoFetchFailed;
}

/** Sign-in or sign-up failure: provider message, else 'Authentication failed'. */
export function authFailureMessage(providerMessage?: string | null): string {
  return nonEmpty(providerMessage) ? providerMessage : ErrorText.authenticationFailed;
}

export function isHeavyLoadMessage(msg: string | null | undefined): boolean {
  return typeof msg === 'string' && /exception|fetch/i.test(msg);
}

const DATA_LAYER_ERROR = /^An error occurred in [^ ]+\. ([\s\S]*) \[EC_GEN\]$/;

/**
 * What an error box shows for a message: the heavy-load text for a failed fetch or an exception,
 * and a generic data-layer error's own message without the hook's name and code, which tell a
 * family nothing (issue 27). Permission and other texts show as they are.
 */
export function errorBoxMessage(msg: string): string {
  const shown = DATA_LAYER_ERROR.exec(msg)?.[1] ?? msg;
  return isHeavyLoadMessage(shown) ? ErrorText.heavyLoad : shown;
}

// Chrome, Firefox and Safari word a failed dynamic import differently; '<' means HTML was served instead of a script.
const CHUNK_LOAD_FAILURE =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|chunk ?load ?error|loading (css )?chunk|unexpected token '?<'?|expected expression, got '<'/i;

export function isChunkLoadFailure(message: string | null | undefined): boolean {
  return typeof message === 'string' && CHUNK_LOAD_FAILURE.test(message);
}

/** Shown when a plan change needs online payment and the instance has none configured. */
export const paymentsNotConfiguredMessage = (productName: string): string =>
  `Online payment is not set up on this ${productName} yet. Ask the person who runs it to change your plan.`;
