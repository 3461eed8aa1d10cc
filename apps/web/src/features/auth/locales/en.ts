import { PASSWORD_LENGTH } from '@storyloom/contracts';

/** Sign-in, account creation, password reset, e-mail verification, the Account card. */
export const authEn = {
  errorPrefix: 'Error: ',
  passwordHint: `Use ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters.`,
  passwordLength: `Your password needs ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters.`,
  login: {
    welcome: 'Welcome to {{productName}}',
    createTitle: 'Create Account',
    signInLead: 'Sign in to keep your stories, characters and places safe.',
    createLead: 'An account keeps your stories, characters and places, on every device.',
    email: 'Email',
    password: 'Password',
    forgot: 'Forgot your password?',
    signIn: 'Sign In',
    createAccount: 'Create Account',
    signingIn: 'Signing in…',
    creating: 'Creating your account…',
    or: 'or',
    continueWith: 'Continue with {{provider}}',
    newHere: 'New here?',
    haveAccount: 'Already have an account?',
    createInstead: 'Create an account',
    signInInstead: 'Sign in instead',
  },
  reset: {
    changedTitle: 'Password changed',
    chooseTitle: 'Choose a new password',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    showPasswords: 'Show passwords',
    changing: 'Changing your password…',
    change: 'Change password',
    signIn: 'Sign in',
    goToSignIn: 'Go to sign in',
    changed: 'Your password is changed. Sign in with your new password.',
    linkInvalid:
      'This reset link has expired or was already used. On the sign-in page, type your e-mail and choose “Forgot your password?” for a new one.',
    passwordsDiffer: 'The two passwords are not the same. Please type them again.',
  },
  verify: {
    expiredTitle: 'This link has expired',
    expiredBody:
      'The verification link is too old or was already used. No harm done: sign in with your e-mail and password and we will send you a fresh link.',
    alreadyVerified: 'If you already verified your e-mail, signing in simply works.',
    goToSignIn: 'Go to sign in',
    verifiedTitle: 'Your e-mail is verified',
    verifiedBody: 'Thank you! Your account is ready. Sign in and start your first story.',
    continue: 'Continue',
  },
  account: {
    title: 'Account',
    email: 'E-mail',
    displayName: 'Display name',
    signingOut: 'Signing out…',
    signOut: 'Sign out',
  },
  admin: {
    unexpectedAnswer: 'The server sent an unexpected answer.',
  },
};
