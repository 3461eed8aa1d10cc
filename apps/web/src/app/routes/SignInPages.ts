// One chunk for the three sign-in screens: whoever opens one usually goes on to another.
export { LoginPage } from '../../features/auth/LoginPage';
export { ResetPasswordPage } from '../../features/auth/ResetPasswordPage';
export { VerifyEmailPage } from '../../features/auth/VerifyEmailPage';
