import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Dialog } from '../../components/ui/Dialog';
import { ErrorBox } from '../../components/ui/ErrorBox';
import { Spinner } from '../../components/ui/Spinner';
import { useErrorText } from '../../lib/i18n';
import { useStoryReadyT } from './ready-i18n';
import { useOpenStory } from './use-open-story';
import './story-start.css';

/**
 * /story/{storyId}: a saved story from the library opened in the wizard. Once it is in the draft
 * the address becomes /story (replacing this entry), so a reload shows the draft rather than
 * reading the story again over it, and Back returns to wherever the story was opened from.
 */
export function OpenStoryPage({ storyId }: { storyId: string }) {
  const navigate = useNavigate();
  const { t } = useStoryReadyT();
  const translateError = useErrorText();
  const toWizard = useCallback(() => void navigate(paths.story, { replace: true }), [navigate]);
  const { state, retry, saveDraftThenOpen, openWithoutSaving } = useOpenStory(storyId, toWizard);

  if (state.step === 'notFound') {
    return (
      <section className="story-start" aria-labelledby="open-story-title">
        <h1 id="open-story-title" className="story-start__title">
          {t('open.notFoundTitle')}
        </h1>
        <p className="story-start__lead">{t('open.notFound')}</p>
        <ButtonLink to={paths.library}>{t('open.backToLibrary')}</ButtonLink>
      </section>
    );
  }

  if (state.step === 'failed') {
    return (
      <section className="story-start" aria-label={t('open.failedTitle')}>
        <ErrorBox title={t('open.failedTitle')} message={state.message} onRetry={retry} />
        <div className="story-actions">
          <ButtonLink to={paths.library} variant="secondary">
            {t('open.backToLibrary')}
          </ButtonLink>
        </div>
      </section>
    );
  }

  const title = state.step === 'confirm' ? state.opening.story.title : null;
  return (
    <section className="story-start" aria-busy={state.step === 'loading'}>
      <Spinner label={t('open.opening')} />
      {state.step === 'confirm' && (
        <Dialog title={t('open.confirmTitle')} onClose={toWizard}>
          <p>{title ? t('open.confirmNamed', { title }) : t('open.confirmUntitled')}</p>
          {state.saveError && (
            <p className="story-message story-message--error" role="alert">
              {translateError(state.saveError)}
            </p>
          )}
          <div className="story-actions">
            <Button onClick={() => void saveDraftThenOpen()} disabled={state.saving}>
              {state.saving ? t('open.saving') : t('open.saveThenOpen')}
            </Button>
            <Button variant="secondary" onClick={openWithoutSaving} disabled={state.saving}>
              {t('open.openWithoutSaving')}
            </Button>
            <Button variant="link" onClick={toWizard} disabled={state.saving}>
              {t('open.keepDraft')}
            </Button>
          </div>
        </Dialog>
      )}
    </section>
  );
}
