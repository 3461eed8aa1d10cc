import { generationCancelled } from '@storyloom/contracts';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { ErrorBox } from '../../../components/ui/ErrorBox';
import { CreditsNotice } from '../components/CreditsNotice';
import { GenerationProgress } from '../components/GenerationProgress';
import { StoryBook } from '../components/StoryBook';
import { StorySummary } from '../components/StorySummary';
import { isFinished } from '../generation';
import {
  selectCreditsAvailable,
  selectCreditsPerStory,
  type SignInState,
} from '../story-selectors';
import { useStoryGeneration } from '../use-story-generation';
import { selectStory, storyCleared } from '../wizard-slice';

interface ReadyStepProps {
  signIn: SignInState;
  signInPath: string;
  /** Opens the plans (the subscription popup); without it the message stands alone. */
  onSeePlans?: () => void;
}

const creditsWord = (count: number) => (count === 1 ? 'credit' : 'credits');

/** Step 3: the summary and the cost, then the story comes to life, then it is read. */
export function ReadyStep({ signIn, signInPath, onSeePlans }: ReadyStepProps) {
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const story = useSelector(selectStory);
  const cost = useSelector(selectCreditsPerStory);
  const credits = useSelector(selectCreditsAvailable);
  const signedIn = signIn === 'signedIn';
  const { generation, starting, error, needsCredits, cancelling, generate, cancel } =
    useStoryGeneration({ signedIn });
  const running = generation !== null && !isFinished(generation.status);
  const book = generation?.status === 'succeeded' ? generation.result : null;
  const tooFewCredits = signedIn && cost !== null && cost > 0 && credits < cost;

  function onGenerate() {
    // A visitor signs in first and comes back here, with everything they wrote.
    if (!signedIn) void navigate(signInPath);
    else void generate();
  }

  if (book) {
    return (
      <div className="story-step">
        <StoryBook story={book} />
        {error && <ErrorBox message={error} onRetry={onGenerate} />}
        {needsCredits && <CreditsNotice onSeePlans={onSeePlans} />}
        <div className="story-actions">
          <Button variant="secondary" onClick={() => dispatch(storyCleared())}>
            Start a new story
          </Button>
          <Button variant="secondary" onClick={onGenerate} disabled={starting}>
            Write a new version
          </Button>
        </div>
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
      <StorySummary story={story} />
      {cost !== null && (
        <p className="story-cost">
          {cost === 0
            ? 'This story is free on your plan.'
            : `This story uses ${cost} ${creditsWord(cost)}.`}
          {signedIn && cost > 0 && ` You have ${credits}.`}
        </p>
      )}
      {generation?.status === 'cancelled' && (
        <div className="story-message" role="status">
          <p>{generation.error ?? generationCancelled.message}</p>
          <p>Your credits were returned. Change anything you like, then try again.</p>
        </div>
      )}
      {generation?.status === 'failed' && (
        <ErrorBox
          title="The story could not be written"
          message={`${generation.error ?? 'Something went wrong.'} Your credits were returned.`}
          onRetry={() => void generate()}
        />
      )}
      {error && <ErrorBox message={error} onRetry={() => void generate()} />}
      {(needsCredits || tooFewCredits) && <CreditsNotice onSeePlans={onSeePlans} />}
      <div className="story-actions">
        <Button onClick={onGenerate} disabled={starting || (signedIn && tooFewCredits)}>
          {starting ? 'Starting…' : signedIn ? 'Generate the story' : 'Sign in to generate'}
        </Button>
      </div>
    </div>
  );
}
