import { WizardPhase } from '@storyloom/contracts';
import { useRef, type KeyboardEvent } from 'react';
import { useStoryT } from '../i18n';

// The contract's phase table is ordered Ideas, Plot, Ready, which is also the display order.
const steps = Object.entries(WizardPhase) as [keyof typeof WizardPhase, WizardPhase][];

interface StepIndicatorProps {
  current: WizardPhase;
  /**
   * Every step is optional (docs/product.md, "What Storyloom is"), so any of them may be opened at
   * any time.
   */
  onSelect: (phase: WizardPhase) => void;
}

/**
 * The wizard's steps as a list of buttons: Tab reaches them, Enter or Space opens one, and the
 * arrow keys move between them. The current one is marked aria-current="step".
 */
export function StepIndicator({ current, onSelect }: StepIndicatorProps) {
  const { t } = useStoryT();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function moveFocus(event: KeyboardEvent, index: number) {
    const offsets: Record<string, number> = {
      ArrowRight: 1,
      ArrowDown: 1,
      ArrowLeft: -1,
      ArrowUp: -1,
    };
    let next: number | null = null;
    if (event.key in offsets)
      next = (index + (offsets[event.key] ?? 0) + steps.length) % steps.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = steps.length - 1;
    if (next === null) return;
    event.preventDefault();
    buttons.current[next]?.focus();
  }

  return (
    <ol className="steps" aria-label={t('steps.label')} data-tour="wizard-steps">
      {steps.map(([name, phase], index) => (
        <li key={phase} className="steps__item">
          <button
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className="steps__button"
            aria-current={phase === current ? 'step' : undefined}
            onClick={() => onSelect(phase)}
            onKeyDown={(event) => moveFocus(event, index)}
          >
            <span className="steps__number" aria-hidden="true">
              {phase}
            </span>
            {t(`steps.names.${name}`)}
          </button>
        </li>
      ))}
    </ol>
  );
}
