import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createFakeAuthGateway, refused, type FakeAuthGateway } from '../../test/fake-auth-gateway';
import { renderWithServices, testConfig } from '../../test/render';
import { LoginPage } from './LoginPage';

const google = testConfig({ identityProvider: { id: 'google', name: 'Google' } });

function renderLogin({
  gateway = createFakeAuthGateway(),
  path = '/login',
  state,
  config = google,
}: { gateway?: FakeAuthGateway; path?: string; state?: unknown; config?: typeof google } = {}) {
  const result = renderWithServices(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/ideas" element={<h1>Ideas step</h1>} />
      <Route path="/marketplace/product/:id" element={<h1>Product page</h1>} />
    </Routes>,
    { gateway, path, state, config },
  );
  return { ...result, user: userEvent.setup() };
}

const emailField = () => screen.getByLabelText('Email');
const passwordField = () => screen.getByLabelText('Password');
const liveRegion = () => document.querySelector('[aria-live="polite"].auth-message-region');

async function fillIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(emailField(), email);
  await user.type(passwordField(), password);
}

describe('LoginPage, sign-in mode', () => {
  it('welcomes with the product name and offers labelled, required fields', async () => {
    renderLogin({ config: testConfig({ productName: 'Bedtime Tales' }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Bedtime Tales' }),
    ).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(emailField()).toBeRequired();
    expect(emailField()).toHaveAttribute('autocomplete', 'email');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(passwordField()).toBeRequired();
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it('offers the configured provider under an "or" divider', async () => {
    renderLogin();
    expect(await screen.findByText('or')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('hides the provider button and divider when none is configured', async () => {
    renderLogin({ config: testConfig() });
    await screen.findByRole('heading', { name: 'Welcome to Storyloom' });
    expect(screen.queryByRole('button', { name: /continue with/i })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it('goes to /ideas after a successful sign-in', async () => {
    const gateway = createFakeAuthGateway();
    const { user } = renderLogin({ gateway });
    await fillIn(user, 'sam@example.org', 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Ideas step' })).toBeInTheDocument();
    expect(gateway.signInEmail).toHaveBeenCalledWith({
      email: 'sam@example.org',
      password: 'correct horse',
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/ideas');
  });

  it('returns to the page the visitor was asked to sign in from', async () => {
    const gateway = createFakeAuthGateway();
    const { user } = renderLogin({
      gateway,
      path: '/login?returnTo=%2Fmarketplace%2Fproduct%2Fp1',
    });
    await fillIn(user, 'sam@example.org', 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Product page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/marketplace/product/p1');
  });

  it('shows the word a page left on the way here (the goodbye after deleting an account)', async () => {
    renderLogin({ state: { notice: 'Your account and everything in it are gone. Goodbye!' } });
    expect(
      await screen.findByText('Your account and everything in it are gone. Goodbye!'),
    ).toBeInTheDocument();
  });

  it('sends a user who is already signed in on to /ideas', async () => {
    renderLogin({ gateway: createFakeAuthGateway({ signedInAs: {} }) });
    expect(await screen.findByRole('heading', { name: 'Ideas step' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveAttribute('data-navigation-type', 'REPLACE');
  });

  it('signs an unverified user out again and says the link was re-sent', async () => {
    const gateway = createFakeAuthGateway();
    gateway.signInEmail.mockResolvedValue(
      refused({ status: 403, code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' }),
    );
    const { user } = renderLogin({ gateway });
    await fillIn(user, 'new@example.org', 'password123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(
      await screen.findByText('Please verify your email first. We just re-sent the link.'),
    ).toBeInTheDocument();
    expect(gateway.signOut).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('still shows the unverified message when signing out fails', async () => {
    const gateway = createFakeAuthGateway();
    gateway.signInEmail.mockResolvedValue(refused({ status: 403, code: 'EMAIL_NOT_VERIFIED' }));
    gateway.signOut.mockRejectedValue(new Error('offline'));
    const { user } = renderLogin({ gateway });
    await fillIn(user, 'new@example.org', 'password123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByText('Please verify your email first. We just re-sent the link.'),
    ).toBeInTheDocument();
  });

  it.each([
    [
      'the provider message',
      { status: 401, code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
      'Invalid email or password',
    ],
    [
      'the rate-limit message',
      {
        status: 429,
        code: 'rate_limited',
        message: 'Too many attempts. Please wait a few minutes and try again.',
      },
      'Too many attempts. Please wait a few minutes and try again.',
    ],
    ['the fallback without a message', { status: 0 }, 'Authentication failed'],
  ])('shows %s when signing in fails', async (_case, error, text) => {
    const gateway = createFakeAuthGateway();
    gateway.signInEmail.mockResolvedValue(refused(error));
    const { user } = renderLogin({ gateway });
    await fillIn(user, 'sam@example.org', 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const message = await screen.findByText(text);
    expect(liveRegion()).toContainElement(message);
    expect(message.closest('.auth-message')).toHaveClass('auth-message--error');
    // Nothing typed is lost on a failed request.
    expect(passwordField()).toHaveValue('wrong password');
  });

  it('sends one request however often the button is pressed, and shows it is busy', async () => {
    const gateway = createFakeAuthGateway();
    let finish: () => void = () => undefined;
    gateway.signInEmail.mockReturnValue(
      new Promise((resolve) => {
        finish = () => resolve(refused({ status: 401, message: 'Invalid email or password' }));
      }),
    );
    const { user } = renderLogin({ gateway });
    await fillIn(user, 'sam@example.org', 'password123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const busyButton = screen.getByRole('button', { name: 'Signing in…' });
    expect(busyButton).toHaveAttribute('aria-disabled', 'true');
    await user.click(busyButton);
    await user.keyboard('{Enter}');
    expect(gateway.signInEmail).toHaveBeenCalledTimes(1);

    finish();
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });
});

describe('LoginPage, forgot password', () => {
  it('asks for the e-mail first', async () => {
    const gateway = createFakeAuthGateway();
    const { user } = renderLogin({ gateway });
    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    expect(
      screen.getByText('Please enter your email to request a password reset.'),
    ).toBeInTheDocument();
    expect(gateway.requestPasswordReset).not.toHaveBeenCalled();
  });

  it('requests the reset mail and confirms it as a success', async () => {
    const gateway = createFakeAuthGateway();
    const { user } = renderLogin({ gateway });
    await user.type(await screen.findByLabelText('Email'), ' sam@example.org ');
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));

    const message = await screen.findByText('Password reset link sent! Check your inbox.');
    expect(message.closest('.auth-message')).toHaveClass('auth-message--success');
    expect(gateway.requestPasswordReset).toHaveBeenCalledWith({
      email: 'sam@example.org',
      redirectTo: '/reset-password',
    });
  });
});

describe('LoginPage, create-account mode', () => {
  it('switches title, button and password rules, and clears the message', async () => {
    const { user } = renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    expect(liveRegion()).not.toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toHaveAttribute(
      'type',
      'submit',
    );
    expect(passwordField()).toHaveAttribute('autocomplete', 'new-password');
    expect(passwordField()).toHaveAttribute('minlength', '8');
    expect(passwordField()).toHaveAttribute('maxlength', '128');
    expect(passwordField()).toHaveAccessibleDescription('Use 8 to 128 characters.');
    expect(liveRegion()).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Sign in instead' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to Storyloom' }),
    ).toBeInTheDocument();
  });

  it('sends the verification mail, then returns to sign-in with the e-mail kept', async () => {
    const gateway = createFakeAuthGateway();
    const { user } = renderLogin({ gateway });
    await user.click(await screen.findByRole('button', { name: 'Create an account' }));
    await fillIn(user, 'ada@example.org', 'a long secret');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const message = await screen.findByText('Verification email sent! Check your inbox.');
    expect(message.closest('.auth-message')).toHaveClass('auth-message--success');
    expect(screen.getByRole('heading', { name: 'Welcome to Storyloom' })).toBeInTheDocument();
    expect(emailField()).toHaveValue('ada@example.org');
    expect(gateway.signUpEmail).toHaveBeenCalledWith({
      email: 'ada@example.org',
      password: 'a long secret',
      name: 'ada',
      callbackURL: '/verify-email',
    });
    expect(gateway.signInEmail).not.toHaveBeenCalled();
  });

  it.each([
    [
      { status: 422, message: 'User already exists. Use another email.' },
      'User already exists. Use another email.',
    ],
    [{ status: 500 }, 'Authentication failed'],
  ])('shows why an account could not be created', async (error, text) => {
    const gateway = createFakeAuthGateway();
    gateway.signUpEmail.mockResolvedValue(refused(error));
    const { user } = renderLogin({ gateway });
    await user.click(await screen.findByRole('button', { name: 'Create an account' }));
    await fillIn(user, 'ada@example.org', 'a long secret');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
  });
});

describe('LoginPage, third-party provider', () => {
  it('starts the provider sign-in towards /ideas, failures back to /login', async () => {
    const gateway = createFakeAuthGateway();
    const { user } = renderLogin({ gateway });
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(gateway.startProviderSignIn).toHaveBeenCalledWith({
      providerId: 'google',
      callbackURL: '/ideas',
      errorCallbackURL: '/login',
    });
  });

  it('names the provider when starting fails without a message', async () => {
    const gateway = createFakeAuthGateway();
    gateway.startProviderSignIn.mockResolvedValue(refused({ status: 404 }));
    const { user } = renderLogin({ gateway });
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('Google sign-in failed')).toBeInTheDocument();
  });

  it('shows the failure of a returning provider sign-in', async () => {
    renderLogin({ path: '/login?error=access_denied' });
    expect(await screen.findByText('Google sign-in failed')).toBeInTheDocument();
  });

  it('prefers the description a returning provider gave', async () => {
    renderLogin({ path: '/login?error=access_denied&error_description=You+cancelled+the+sign-in' });
    expect(await screen.findByText('You cancelled the sign-in')).toBeInTheDocument();
  });
});

describe('LoginPage, after a sign-in whose token cannot be loaded', () => {
  it('stays on /login and says so', async () => {
    const gateway = createFakeAuthGateway();
    gateway.getToken.mockResolvedValue(refused({ status: 500 }));
    const { user } = renderLogin({ gateway });
    await fillIn(user, 'sam@example.org', 'password123');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByText('Authentication failed')).toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    vi.restoreAllMocks();
  });
});
