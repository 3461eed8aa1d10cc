import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeAuthGateway, refused } from '../../test/fake-auth-gateway';
import { renderWithServices } from '../../test/render';
import { PASSWORD_CHANGED, RESET_LINK_INVALID, ResetPasswordPage } from './ResetPasswordPage';

function renderReset(path = '/reset-password?token=tok-1', gateway = createFakeAuthGateway()) {
  const result = renderWithServices(<ResetPasswordPage />, { path, gateway });
  return { ...result, user: userEvent.setup() };
}

const newPassword = () => screen.getByLabelText('New password');
const confirmation = () => screen.getByLabelText('Confirm password');

describe('ResetPasswordPage', () => {
  it('asks for the new password twice, with the length rule and autocomplete', () => {
    renderReset();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    for (const field of [newPassword(), confirmation()]) {
      expect(field).toHaveAttribute('type', 'password');
      expect(field).toHaveAttribute('autocomplete', 'new-password');
      expect(field).toBeRequired();
    }
    expect(newPassword()).toHaveAttribute('minlength', '8');
    expect(newPassword()).toHaveAttribute('maxlength', '128');
    expect(newPassword()).toHaveAccessibleDescription('Use 8 to 128 characters.');
  });

  it('shows and hides the passwords', async () => {
    const { user } = renderReset();
    await user.click(screen.getByLabelText('Show passwords'));
    expect(newPassword()).toHaveAttribute('type', 'text');
    expect(confirmation()).toHaveAttribute('type', 'text');
    await user.click(screen.getByLabelText('Show passwords'));
    expect(newPassword()).toHaveAttribute('type', 'password');
  });

  it('changes the password with the token from the link, then points to sign in', async () => {
    const gateway = createFakeAuthGateway();
    const { user } = renderReset('/reset-password?token=tok-1', gateway);
    await user.type(newPassword(), 'moonlight-42');
    await user.type(confirmation(), 'moonlight-42');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument();
    expect(PASSWORD_CHANGED).toBe('Your password is changed. Sign in with your new password.');
    expect(gateway.resetPassword).toHaveBeenCalledWith({
      newPassword: 'moonlight-42',
      token: 'tok-1',
    });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it.each([
    ['too short', 'short', 'short', 'Your password needs 8 to 128 characters.'],
    ['too long', 'x'.repeat(129), 'x'.repeat(129), 'Your password needs 8 to 128 characters.'],
    [
      'not the same twice',
      'moonlight-42',
      'moonlight-43',
      'The two passwords are not the same. Please type them again.',
    ],
  ])(
    'refuses a password that is %s, before asking the server',
    async (_case, first, second, text) => {
      const gateway = createFakeAuthGateway();
      const { user } = renderReset('/reset-password?token=tok-1', gateway);
      // maxLength stops typing in a browser; pasting past it is what a form check must catch.
      newPassword().removeAttribute('maxlength');
      confirmation().removeAttribute('maxlength');
      await user.click(newPassword());
      await user.paste(first);
      await user.click(confirmation());
      await user.paste(second);
      await user.click(screen.getByRole('button', { name: 'Change password' }));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(gateway.resetPassword).not.toHaveBeenCalled();
    },
  );

  it.each(['/reset-password?error=INVALID_TOKEN', '/reset-password'])(
    'explains an unusable link at %s',
    (path) => {
      renderReset(path);
      expect(screen.getByText(RESET_LINK_INVALID)).toBeInTheDocument();
      expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    },
  );

  it('explains a token the server refuses as expired or used', async () => {
    const gateway = createFakeAuthGateway();
    gateway.resetPassword.mockResolvedValue(
      refused({ status: 400, code: 'INVALID_TOKEN', message: 'Invalid token' }),
    );
    const { user } = renderReset('/reset-password?token=old', gateway);
    await user.type(newPassword(), 'moonlight-42');
    await user.type(confirmation(), 'moonlight-42');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(RESET_LINK_INVALID)).toBeInTheDocument();
  });

  it('shows other failures and keeps what was typed', async () => {
    const gateway = createFakeAuthGateway();
    gateway.resetPassword.mockResolvedValue(refused({ status: 0 }));
    const { user } = renderReset('/reset-password?token=tok-1', gateway);
    await user.type(newPassword(), 'moonlight-42');
    await user.type(confirmation(), 'moonlight-42');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Authentication failed')).toBeInTheDocument();
    expect(newPassword()).toHaveValue('moonlight-42');
  });
});
