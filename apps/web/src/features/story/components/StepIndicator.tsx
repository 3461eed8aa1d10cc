import { WizardPhase } from '@storyloom/contracts';

// The contract's phase table is ordered Ideas, Plot, Ready, which is also the display order.
const steps = Object.entries(WizardPhase) as [keyof typeof WizardPhase, WizardPhase][];

interface StepIndicatorProps {
  current: WizardPhase;
}

/** Read-only: shows where the story is, it does not navigate. */
export function StepIndicator({ current }: StepIndicatorProps) {
  return (
    <ol className="steps" aria-label="Story steps" data-tour="wizard-steps">
      {steps.map(([name, phase]) => (
        <li
          key={phase}
          className="steps__item"
          aria-current={phase === current ? 'step' : undefined}
        >
          <span className="steps__number" aria-hidden="true">
            {phase}
          </span>
          {name}
        </li>
      ))}
    </ol>
  );
}
