import { WizardPhase } from '@storyloom/contracts';
import { StepIndicator } from './components/StepIndicator';
import './story-start.css';

/** The story-creation start. The wizard issue turns the steps into the real Ideas step. */
export function StoryStartPage() {
  return (
    <section className="story-start" aria-labelledby="story-start-title">
      <h1 id="story-start-title" className="story-start__title">
        Let’s make a story together
      </h1>
      <p className="story-start__lead">
        Choose who is in it, say what happens, and we will weave it into a story to read aloud.
      </p>
      <StepIndicator current={WizardPhase.Ideas} />
    </section>
  );
}
