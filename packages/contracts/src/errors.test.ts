import { describe, expect, it } from 'vitest';
import {
  ErrorText,
  adminCheckFailed,
  apiRequestFailed,
  authFailureMessage,
  dataLayerError,
  demoFetchFailureMessage,
  errorBoxMessage,
  generationCancelled,
  isChunkLoadFailure,
  isHeavyLoadMessage,
  permissionDenied,
  providerSignInFailed,
} from './errors.js';

describe('ErrorText catalogue', () => {
  it('has every fixed text word for word', () => {
    expect(ErrorText.userNotAuthenticated).toBe('User not authenticated [EC8]');
    expect(ErrorText.demoFetchFailed).toBe('Failed to fetch demo content');
    expect(ErrorText.heavyLoad).toBe(
      'We may be under heavy load. Please try again in few minutes.',
    );
    expect(ErrorText.authenticationFailed).toBe('Authentication failed');
    expect(ErrorText.verifyEmailFirst).toBe(
      'Please verify your email first. We just re-sent the link.',
    );
    expect(ErrorText.verificationEmailSent).toBe('Verification email sent! Check your inbox.');
    expect(ErrorText.passwordResetSent).toBe('Password reset link sent! Check your inbox.');
    expect(ErrorText.passwordResetEmailRequired).toBe(
      'Please enter your email to request a password reset.',
    );
    expect(ErrorText.feedbackSubmitFailed).toBe(
      'Failed to submit feedback. Please try again later.',
    );
    expect(ErrorText.feedbackThankYou).toBe('Thank you for your feedback!');
    expect(ErrorText.ratingRequired).toBe('Please select a rating.');
    expect(ErrorText.imageLoadFailed).toBe('Failed to load image');
    expect(ErrorText.notImplemented).toBe('not implemented');
    expect(ErrorText.renderError).toBe('An error has occurred');
    expect(ErrorText.checkingAdminPermissions).toBe('Checking admin permissions...');
    expect(ErrorText.errorBoxTitle).toBe('Something went wrong');
    expect(ErrorText.unknownError).toBe('An unknown error occurred');
  });

  it('builds the parameterised texts', () => {
    expect(apiRequestFailed('Not Found')).toBe('API request failed: Not Found');
    expect(permissionDenied('useStoryElements')).toBe(
      'Permission denied in useStoryElements. Check Firestore rules or authentication. [EC_PERM]',
    );
    expect(dataLayerError('useSubscription', 'boom')).toBe(
      'An error occurred in useSubscription. boom [EC_GEN]',
    );
    expect(providerSignInFailed('Google')).toBe('Google sign-in failed');
    expect(adminCheckFailed('token expired')).toBe('Error verifying admin access: token expired');
  });

  it('exposes the builders on ErrorText too', () => {
    expect(ErrorText.apiRequestFailed).toBe(apiRequestFailed);
    expect(ErrorText.permissionDenied).toBe(permissionDenied);
    expect(ErrorText.dataLayerError).toBe(dataLayerError);
    expect(ErrorText.providerSignInFailed).toBe(providerSignInFailed);
    expect(ErrorText.adminCheckFailed).toBe(adminCheckFailed);
  });

  it('describes a cancelled generation as a 499 API error', () => {
    expect(generationCancelled).toEqual({
      status: 499,
      error: 'cancelled',
      message: 'Generation was cancelled by the user',
    });
    expect(ErrorText.generationCancelled).toBe(generationCancelled);
  });
});

describe('fallback messages', () => {
  it('demo fetch: server message, else error message, else default', () => {
    expect(demoFetchFailureMessage('server', 'error')).toBe('server');
    expect(demoFetchFailureMessage(undefined, 'error')).toBe('error');
    expect(demoFetchFailureMessage('', '')).toBe('Failed to fetch demo content');
    expect(demoFetchFailureMessage()).toBe('Failed to fetch demo content');
  });

  it("sign-in: provider message, else 'Authentication failed'", () => {
    expect(authFailureMessage('Wrong password')).toBe('Wrong password');
    expect(authFailureMessage(undefined)).toBe('Authentication failed');
  });
});

describe('isHeavyLoadMessage', () => {
  it('matches messages mentioning exception or fetch, any case', () => {
    expect(isHeavyLoadMessage('Unhandled Exception in handler')).toBe(true);
    expect(isHeavyLoadMessage('TypeError: Failed to FETCH')).toBe(true);
    expect(isHeavyLoadMessage('Story not found')).toBe(false);
    expect(isHeavyLoadMessage(undefined)).toBe(false);
  });

  it('drives what the error box shows', () => {
    expect(errorBoxMessage('Failed to fetch')).toBe(ErrorText.heavyLoad);
    expect(errorBoxMessage('Story not found')).toBe('Story not found');
    expect(errorBoxMessage(dataLayerError('useStoryElements', 'Failed to fetch'))).toBe(
      ErrorText.heavyLoad,
    );
    expect(errorBoxMessage(dataLayerError('useRecentStories', 'The database is asleep.'))).toBe(
      'The database is asleep.',
    );
    expect(errorBoxMessage(permissionDenied('useStoryElements'))).toBe(
      permissionDenied('useStoryElements'),
    );
  });
});

describe('isChunkLoadFailure', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x/assets/a.js',
    'error loading dynamically imported module',
    'Importing a module script failed.',
    'ChunkLoadError: Loading chunk 12 failed.',
    'Chunk load error',
    'Loading chunk 3 failed',
    'Loading CSS chunk 4 failed',
    "Unexpected token '<'",
    'SyntaxError: Unexpected token <',
    "SyntaxError: expected expression, got '<'",
  ])('recognises %s', (message) => {
    expect(isChunkLoadFailure(message)).toBe(true);
  });

  it.each(['Cannot read properties of undefined', '', null, undefined])('ignores %s', (message) => {
    expect(isChunkLoadFailure(message)).toBe(false);
  });
});
