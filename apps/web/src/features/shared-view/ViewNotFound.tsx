import { ButtonLink } from '../../components/ui/ButtonLink';
import { Card } from '../../components/ui/Card';
import { paths } from '../../config/paths';
import { useSharedViewT } from './i18n';
import './shared-view.css';

interface ViewNotFoundProps {
  /** Where signing in starts and returns here from; absent when already signed in. */
  signInPath?: string;
}

/**
 * /view/{segment} that opens nothing: no share link has this code, and it is not one of the
 * signed-in user's stories. Says so kindly and offers the way on.
 */
export function ViewNotFound({ signInPath }: ViewNotFoundProps) {
  const { t } = useSharedViewT();
  return (
    <Card className="shared-view shared-view--center" aria-labelledby="view-not-found-title">
      {/* Signed out, the likely case is a revoked share link: the share page's words for it. */}
      <h1 id="view-not-found-title">{signInPath ? t('goneTitle') : t('notFound.title')}</h1>
      <p>{signInPath ? t('notFound.signedOutText') : t('notFound.text')}</p>
      <div className="shared-view__actions">
        {signInPath && <ButtonLink to={signInPath}>{t('notFound.signIn')}</ButtonLink>}
        <ButtonLink to={paths.story} variant={signInPath ? 'secondary' : 'primary'}>
          {t('notFound.start')}
        </ButtonLink>
        {!signInPath && (
          <ButtonLink to={paths.library} variant="secondary">
            {t('notFound.library')}
          </ButtonLink>
        )}
      </div>
    </Card>
  );
}
