import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { ErrorBox } from '../../components/ui/ErrorBox';
import { paths } from '../../config/paths';
import type { CallState } from './call-state';
import { useCallsT } from './i18n';

interface CallProblemProps {
  state: CallState;
  name: string;
  onRetry: () => void;
  onSeePlans?: () => void;
  signInPath: string;
}

/** Why the call did not start, and the one thing to do next. */
export function CallProblem({ state, name, onRetry, onSeePlans, signInPath }: CallProblemProps) {
  const { t } = useCallsT();
  if (state.kind === 'micProblem') {
    return (
      <div className="call-page__problem" role="alert">
        <p>{t(`microphone.${state.problem}`)}</p>
        <div className="call-page__problem-actions">
          <Button variant="secondary" onClick={onRetry}>
            {t('call.tryAgain')}
          </Button>
          <Link to={paths.voiceTest}>{t('call.voiceTest')}</Link>
        </div>
      </div>
    );
  }
  if (state.kind === 'unsupported') {
    return (
      <div className="call-page__problem" role="alert">
        <p>
          {state.what === 'audio' ? t('microphone.unsupported') : t('call.needsBrowserRecognition')}
        </p>
      </div>
    );
  }
  if (state.kind !== 'startFailed') return null;
  if (state.failure === 'failed') {
    return (
      <ErrorBox
        title={t('call.couldNotCall', { name })}
        message={state.message}
        onRetry={onRetry}
      />
    );
  }
  return (
    <div className="call-page__problem" role="alert">
      <p className="call-page__problem-title">{t('call.couldNotCall', { name })}</p>
      {state.failure === 'noCredits' && (
        <>
          <p>{t('call.noCredits')}</p>
          {onSeePlans && (
            <Button variant="secondary" onClick={onSeePlans}>
              {t('call.seePlans')}
            </Button>
          )}
        </>
      )}
      {state.failure === 'notFound' && <p>{t('call.notFound')}</p>}
      {state.failure === 'signIn' && (
        <>
          <p>{t('call.signInText')}</p>
          <ButtonLink to={signInPath}>{t('call.signIn')}</ButtonLink>
        </>
      )}
    </div>
  );
}
