import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import { VerifyEmailPage } from './VerifyEmailPage';

describe('VerifyEmailPage', () => {
  it('says the e-mail is verified and continues to sign in', () => {
    renderAt(<VerifyEmailPage />, { path: '/verify-email' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your e-mail is verified' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/login');
  });

  it.each(['invalid_token', 'token_expired'])(
    'explains a link that failed (%s) and that signing in sends a fresh one',
    (error) => {
      renderAt(<VerifyEmailPage />, { path: `/verify-email?error=${error}` });
      expect(
        screen.getByRole('heading', { level: 1, name: 'This link has expired' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          /sign in with your e-mail and password and we will send you a fresh link/i,
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
      expect(screen.queryByText('Your e-mail is verified')).not.toBeInTheDocument();
    },
  );
});
