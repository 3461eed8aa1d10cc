import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Card } from '../../components/ui/Card';
import { paths } from '../../config/paths';
import { useAuthT } from './i18n';
import './auth-pages.css';

/**
 * Where the verification link lands after the server checked it: /verify-email on success,
 * /verify-email?error=invalid_token|token_expired otherwise.
 */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const failed = searchParams.has('error');
  const { t } = useAuthT();

  return (
    <div className="auth-page">
      <Card className="auth-card auth-card--centered">
        {failed ? <ClockArt /> : <CheckArt />}
        {failed ? (
          <>
            <h1 id="verify-title" className="auth-card__title">
              {t('verify.expiredTitle')}
            </h1>
            <p>{t('verify.expiredBody')}</p>
            <p>{t('verify.alreadyVerified')}</p>
            <ButtonLink to={paths.login}>{t('verify.goToSignIn')}</ButtonLink>
          </>
        ) : (
          <>
            <h1 id="verify-title" className="auth-card__title">
              {t('verify.verifiedTitle')}
            </h1>
            <p>{t('verify.verifiedBody')}</p>
            <ButtonLink to={paths.login}>{t('verify.continue')}</ButtonLink>
          </>
        )}
      </Card>
    </div>
  );
}

// Drawn rather than emoji: not every device has an emoji font.
function CheckArt() {
  return (
    <svg className="auth-card__art" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="21" fill="var(--color-success-surface)" />
      <path
        d="M14 25l7 7 13-15"
        fill="none"
        stroke="var(--color-success)"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function ClockArt() {
  return (
    <svg className="auth-card__art" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle
        cx="24"
        cy="24"
        r="20"
        fill="var(--color-cream-edge)"
        stroke="var(--color-brand)"
        strokeWidth="3"
      />
      <path
        d="M24 13v12l8 5"
        fill="none"
        stroke="var(--color-brand)"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
