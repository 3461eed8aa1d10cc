import { WizardPhase } from '@storyloom/contracts';
import { Suspense, useEffect, type ComponentType } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import type { RenderBagActions } from './components/IdeasToolbar';
import { StepIndicator } from './components/StepIndicator';
import { signInPathFromWizard } from './sign-in-path';
import { useStoryT } from './i18n';
import { IdeasStep } from './steps/IdeasStep';
import { PlotStep } from './steps/PlotStep';
import { selectSignInState } from './story-selectors';
import type { ReadyStepProps } from './steps/ReadyStep';
import { phaseSet, selectStory, storyCleared } from './wizard-slice';
import './story-start.css';

/** The steps' names as keys of the texts ('steps.names.Ideas'). */
const stepNames: Record<WizardPhase, keyof typeof WizardPhase> = {
  [WizardPhase.Ideas]: 'Ideas',
  [WizardPhase.Plot]: 'Plot',
  [WizardPhase.Ready]: 'Ready',
};

/** Marks a history entry whose /Ideas or /ideas visit has been handled, so a reload keeps it. */
const HANDLED = 'storyStartHandled';

/**
 * /Ideas starts a new story, /ideas opens the current draft at its first step (docs/product.md,
 * "Readings of unclear points" 1). Each visit is handled once: the entry is marked, so reloading
 * the page keeps the draft.
 */
function useStartRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const handled = (location.state as Record<string, unknown> | null)?.[HANDLED] === true;
  useEffect(() => {
    if (handled) return;
    if (location.pathname === paths.newStory) dispatch(storyCleared());
    else if (location.pathname.toLowerCase() === paths.ideas) dispatch(phaseSet(WizardPhase.Ideas));
    else return;
    void navigate(location, {
      replace: true,
      state: { ...(location.state ?? {}), [HANDLED]: true },
    });
  }, [dispatch, handled, location, navigate]);
}

interface StoryStartPageProps {
  /**
   * The Ready step with the book and the works in it, as the app composes it (steps/ReadyStep.tsx
   * and its parts). It is what a story ends with, never what a first visit starts with: the app
   * passes a lazy component, so it loads when the wizard gets there.
   */
  readyStep: ComponentType<ReadyStepProps>;
  /** Opens the plans when credits run short; the app passes the subscription popup's opener. */
  onSeePlans?: () => void;
  /** Actions next to the bag chosen on the Ideas step; the app passes the marketplace's Publish. */
  renderBagActions?: RenderBagActions;
}

/**
 * The story wizard: Ideas, Plot, Ready, at the draft's phase, for anyone (docs/product.md, "Pages
 * and routes").
 */
export function StoryStartPage({
  readyStep: ReadyStep,
  onSeePlans,
  renderBagActions,
}: StoryStartPageProps) {
  useStartRoute();
  const dispatch = useDispatch();
  const { t } = useStoryT();
  const { pathname } = useLocation();
  const draft = useSelector(selectStory);
  const signIn = useSelector(selectSignInState);
  const signInPath = signInPathFromWizard(pathname);
  const phase = draft.currentPhase;
  const go = (next: WizardPhase) => dispatch(phaseSet(next));
  const stepTitle = (of: WizardPhase) => t(`steps.names.${stepNames[of]}`);

  return (
    <section className="story-start" aria-labelledby="story-start-title">
      <h1 id="story-start-title" className="story-start__title">
        {t('page.title')}
      </h1>
      <p className="story-start__lead">{t('page.lead')}</p>
      <StepIndicator current={phase} onSelect={go} />
      <div className="story-panel" role="region" aria-labelledby="story-step-title">
        <h2 id="story-step-title" className="story-panel__title">
          {stepTitle(phase)}
        </h2>
        {phase === WizardPhase.Ideas && (
          <IdeasStep signIn={signIn} signInPath={signInPath} renderBagActions={renderBagActions} />
        )}
        {phase === WizardPhase.Plot && <PlotStep />}
        {phase === WizardPhase.Ready && (
          <Suspense fallback={<Spinner label={t('page.loadingStep')} />}>
            <ReadyStep signIn={signIn} signInPath={signInPath} onSeePlans={onSeePlans} />
          </Suspense>
        )}
        <div className="story-actions story-actions--steps">
          {phase > WizardPhase.Ideas && (
            <Button variant="secondary" onClick={() => go((phase - 1) as WizardPhase)}>
              {t('page.backTo', { step: stepTitle((phase - 1) as WizardPhase) })}
            </Button>
          )}
          {phase < WizardPhase.Ready && (
            <Button onClick={() => go((phase + 1) as WizardPhase)}>
              {t('page.nextStep', { step: stepTitle((phase + 1) as WizardPhase) })}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
