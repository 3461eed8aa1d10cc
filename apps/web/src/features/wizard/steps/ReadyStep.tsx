import type { Artifact, StoryResult } from '@storyloom/contracts';
import { generationCancelled } from '@storyloom/contracts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { ErrorBox } from '../../../components/ui/ErrorBox';
import { isFinished } from '../../../lib/follow-generation/use-follow-generation';
import { useErrorText } from '../../../lib/i18n';
import { CreditsNotice } from '../components/CreditsNotice';
import { GenerationProgress } from '../components/GenerationProgress';
import { StorySummary } from '../components/StorySummary';
import { generationFromArtifact } from '../generation';
import { useStoryReadyT } from '../ready-i18n';
import { selectCreditsAvailable, selectStoryCost, type SignInState } from '../story-selectors';
import { useStoryGeneration } from '../use-story-generation';
import { artifactUpdated, selectStory, storyCleared } from '../wizard-slice';

export interface ReadyStepProps {
  signIn: SignInState;
  signInPath: string;
  /** Opens the plans (the subscription popup); without it the message stands alone. */
  onSeePlans?: () => void;
}

/** The told story as the book shows it; with an owner (signed in) it can be edited. */
export interface ToldStoryBook {
  toldStory: StoryResult;
  owner?: {
    artifactId: string;
    storyId: string;
    /** The server's updated told story (edited text, a new picture): it goes into the draft. */
    onChanged: (artifact: Artifact) => void;
    onSeePlans?: () => void;
  };
}

/** What works (coloring book, song, audiobook) are made from: the told story of a saved story. */
export interface ToldStoryWorks {
  storyId: string;
  storyArtifactId: string;
  pageCount: number;
  language: StoryResult['language'];
  onSeePlans?: () => void;
}

/**
 * Other features shown in this step, which the app composes in (features do not import each
 * other): the book, and below it, for the signed-in owner, the works.
 */
export interface ReadyStepParts {
  renderBook: (book: ToldStoryBook) => ReactNode;
  renderWorks: (works: ToldStoryWorks) => ReactNode;
}

/** The words and a picture a page: how many pages a story gets is only known once it is told. */
function costText(t: TFunction, { min, max }: { min: number; max: number }): string {
  if (max === 0) return t('ready.free');
  if (min === max) return t('ready.uses', { count: max });
  return t('ready.usesRange', { min, max });
}

/** Step 3: the summary and the cost, then the story comes to life, then it is read. */
export function ReadyStep({
  signIn,
  signInPath,
  onSeePlans,
  renderBook,
  renderWorks,
}: ReadyStepProps & ReadyStepParts) {
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const { t } = useStoryReadyT();
  const translateError = useErrorText();
  const draft = useSelector(selectStory);
  // Compared by value: the range is a fresh object on every call.
  const cost = useSelector(
    (state: Parameters<typeof selectStoryCost>[0]) => selectStoryCost(state, draft.options.length),
    shallowEqual,
  );
  const credits = useSelector(selectCreditsAvailable);
  const signedIn = signIn === 'signedIn';
  const { generation, starting, error, needsCredits, cancelling, generate, cancel } =
    useStoryGeneration({ signedIn });
  const running = generation !== null && !isFinished(generation.status);
  const toldStory = generation?.status === 'succeeded' ? generation.result : null;
  // Below the fewest pages' cost nothing can be told; between the two the server decides.
  const tooFewCredits = signedIn && cost !== null && cost.min > 0 && credits < cost.min;

  // The server's own cancel message is known: say it in the interface's language.
  const cancelledText = (reason: string | null) =>
    reason === null || reason === generationCancelled.message
      ? t('ready.cancelled')
      : translateError(reason);

  function onGenerate() {
    // A visitor signs in first and comes back here, with everything they wrote.
    if (!signedIn) void navigate(signInPath);
    else void generate();
  }

  if (toldStory) {
    return (
      <div className="story-step">
        {renderBook({
          toldStory,
          owner:
            signedIn && generation
              ? {
                  artifactId: generation.artifactId,
                  storyId: draft.id,
                  onChanged: (artifact) =>
                    dispatch(artifactUpdated(generationFromArtifact(artifact))),
                  onSeePlans,
                }
              : undefined,
        })}
        {error && <ErrorBox message={error} onRetry={onGenerate} />}
        {needsCredits && <CreditsNotice onSeePlans={onSeePlans} />}
        <div className="story-actions">
          <Button variant="secondary" onClick={() => dispatch(storyCleared())}>
            {t('ready.startNew')}
          </Button>
          <Button variant="secondary" onClick={onGenerate} disabled={starting}>
            {t('ready.newVersion')}
          </Button>
        </div>
        {signedIn &&
          generation &&
          renderWorks({
            storyId: draft.id,
            storyArtifactId: generation.artifactId,
            pageCount: toldStory.pages.length,
            language: toldStory.language,
            onSeePlans,
          })}
      </div>
    );
  }

  if (running) {
    return (
      <div className="story-step">
        <GenerationProgress
          generation={generation}
          cancelling={cancelling}
          onCancel={() => void cancel()}
        />
        {error && <ErrorBox message={error} />}
      </div>
    );
  }

  return (
    <div className="story-step">
      <StorySummary draft={draft} />
      {cost !== null && (
        <p className="story-cost">
          {costText(t, cost)}
          {signedIn && cost.max > 0 && ` ${t('ready.youHave', { credits })}`}
        </p>
      )}
      {generation?.status === 'cancelled' && (
        <div className="story-message" role="status">
          <p>{cancelledText(generation.error)}</p>
          <p>{t('ready.creditsReturned')}</p>
        </div>
      )}
      {generation?.status === 'failed' && (
        <ErrorBox
          title={t('ready.failedTitle')}
          message={t('ready.failedMessage', {
            reason:
              generation.error === null
                ? t('ready.somethingWrong')
                : translateError(generation.error),
          })}
          onRetry={() => void generate()}
        />
      )}
      {error && <ErrorBox message={error} onRetry={() => void generate()} />}
      {(needsCredits || tooFewCredits) && <CreditsNotice onSeePlans={onSeePlans} />}
      <div className="story-actions">
        <Button onClick={onGenerate} disabled={starting || (signedIn && tooFewCredits)}>
          {starting
            ? t('ready.starting')
            : signedIn
              ? t('ready.generate')
              : t('ready.signInToGenerate')}
        </Button>
      </div>
    </div>
  );
}
