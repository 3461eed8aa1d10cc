import { useCallback, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths, savedStoryPath } from '../../config/paths';
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
export function OpenStoryPage({ storyId, mainPage }: { storyId: string; mainPage: ReactNode }) {
  const navigate = useNavigate();
  const { t } = useStoryReadyT();
  const translateError = useErrorText();
  const toWizard = useCallback(() => void navigate(paths.story, { replace: true }), [navigate]);
  const { state, retry, saveDraftThenOpen, openWithoutSaving } = useOpenStory(storyId, toWizard);

  if (state.step === 'notFound') {
    return (
      <>
        <StoryNotFound>
          <p>{t('open.notFound')}</p>
          <ButtonLink to={paths.library} variant="secondary">
            {t('open.backToLibrary')}
          </ButtonLink>
        </StoryNotFound>
        {mainPage}
      </>
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

/**
 * /story/{storyId} for a visitor: the main page, as for anyone, with a word on why the story is
 * not there (it may be private: its owner signs in and comes back to it).
 */
export function StoryForVisitor({ storyId, mainPage }: { storyId: string; mainPage: ReactNode }) {
  const { t } = useStoryReadyT();
  const returnTo = encodeURIComponent(savedStoryPath(storyId));
  return (
    <>
      <StoryNotFound>
        <p>{t('open.notFoundForVisitor')}</p>
        <ButtonLink to={`${paths.login}?returnTo=${returnTo}`} variant="secondary">
          {t('open.signInToOpen')}
        </ButtonLink>
      </StoryNotFound>
      {mainPage}
    </>
  );
}

/** A friendly note above the main page, never a page of its own. */
function StoryNotFound({ children }: { children: ReactNode }) {
  const { t } = useStoryReadyT();
  return (
    <section className="story-start story-start--notice" aria-labelledby="story-not-found">
      <div className="story-message story-message--credits" role="status">
        <h2 id="story-not-found" className="story-start__notice-title">
          {t('open.notFoundTitle')}
        </h2>
        {children}
      </div>
    </section>
  );
}
