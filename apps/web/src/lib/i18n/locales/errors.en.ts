import { ErrorText } from '@storyloom/contracts';

/**
 * The product's error texts (docs/product.md, "Errors and failure handling"), word for word:
 * English comes straight from contracts, so the two can never drift apart. Messages with a part
 * filled in are i18next interpolations.
 */
export const errorsEn = {
  userNotAuthenticated: ErrorText.userNotAuthenticated,
  demoFetchFailed: ErrorText.demoFetchFailed,
  heavyLoad: ErrorText.heavyLoad,
  authenticationFailed: ErrorText.authenticationFailed,
  verifyEmailFirst: ErrorText.verifyEmailFirst,
  verificationEmailSent: ErrorText.verificationEmailSent,
  passwordResetSent: ErrorText.passwordResetSent,
  passwordResetEmailRequired: ErrorText.passwordResetEmailRequired,
  feedbackSubmitFailed: ErrorText.feedbackSubmitFailed,
  feedbackThankYou: ErrorText.feedbackThankYou,
  ratingRequired: ErrorText.ratingRequired,
  imageLoadFailed: ErrorText.imageLoadFailed,
  notImplemented: ErrorText.notImplemented,
  renderError: ErrorText.renderError,
  checkingAdminPermissions: ErrorText.checkingAdminPermissions,
  errorBoxTitle: ErrorText.errorBoxTitle,
  unknownError: ErrorText.unknownError,
  apiRequestFailed: 'API request failed: {{statusText}}',
  providerSignInFailed: '{{provider}} sign-in failed',
  adminCheckFailed: 'Error verifying admin access: {{message}}',
} as const;

export type ErrorTextKey = keyof typeof errorsEn;
