import { TOUR_POPOVER, type TourDevice } from '@storyloom/contracts';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../components/ui/Button';
import { useTourT } from './i18n';
import { placePopover, type Box } from './tour-placement';
import { markStepSeen } from './tour-storage';
import { stepScope, tourTargetSelector, type TourStep } from './tour-steps';
import './tour.css';

export type TourEnd = 'skip' | 'done' | 'backdrop';

interface TourOverlayProps {
  steps: readonly TourStep[];
  device: TourDevice;
  /** The live demo video; null hides the link. */
  demoVideoUrl: string | null;
  onEnd: (how: TourEnd) => void;
  onDisable: () => void;
}

const [r, g, b] = TOUR_POPOVER.highlightRgb;
export const TOUR_HIGHLIGHT_COLOR = `rgb(${r}, ${g}, ${b})`;
/** Room between the highlighted element and the ring drawn around it. */
const HIGHLIGHT_PADDING = 6;

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The tour itself: the page dimmed except for the step's target, ringed in the brand purple,
 * and a small dialog beside it. Rendered into <body> above everything else.
 */
export function TourOverlay({ steps, device, demoVideoUrl, onEnd, onDisable }: TourOverlayProps) {
  const [index, setIndex] = useState(0);
  const step = steps[index];
  const isLast = index === steps.length - 1;
  const target = useTargetBox(step);

  useEffect(() => {
    if (step) markStepSeen(step.id, stepScope(step, device));
  }, [step, device]);

  // Focus goes back to where it was when the tour ends.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  if (step === undefined) return null;
  return createPortal(
    <div className="tour">
      <div
        className={target ? 'tour__backdrop' : 'tour__backdrop tour__backdrop--dim'}
        data-testid="tour-backdrop"
        onClick={() => onEnd('backdrop')}
      />
      {target && (
        <div
          className="tour__highlight"
          data-testid="tour-highlight"
          aria-hidden="true"
          style={{
            top: target.top - HIGHLIGHT_PADDING,
            left: target.left - HIGHLIGHT_PADDING,
            width: target.width + 2 * HIGHLIGHT_PADDING,
            height: target.height + 2 * HIGHLIGHT_PADDING,
            outline: `3px solid ${TOUR_HIGHLIGHT_COLOR}`,
          }}
        />
      )}
      {/* Keyed by step: each step is a fresh dialog, so screen readers announce it. */}
      <TourPopover
        key={step.id}
        step={step}
        position={index + 1}
        total={steps.length}
        isLast={isLast}
        target={target}
        device={device}
        demoVideoUrl={demoVideoUrl}
        onNext={() => (isLast ? onEnd('done') : setIndex(index + 1))}
        onSkip={() => onEnd('skip')}
        onDisable={onDisable}
      />
    </div>,
    document.body,
  );
}

interface TourPopoverProps {
  step: TourStep;
  position: number;
  total: number;
  isLast: boolean;
  target: Box | null;
  device: TourDevice;
  demoVideoUrl: string | null;
  onNext: () => void;
  onSkip: () => void;
  onDisable: () => void;
}

function TourPopover({
  step,
  position,
  total,
  isLast,
  target,
  device,
  demoVideoUrl,
  onNext,
  onSkip,
  onDisable,
}: TourPopoverProps) {
  const { t } = useTourT();
  const titleId = useId();
  const textId = useId();
  const ref = useRef<HTMLDivElement | null>(null);
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  // Without a target (it left the page mid-tour) the popover sits in the middle.
  const anchor = target ?? {
    top: viewport.height / 2 - TOUR_POPOVER.height / 2 - TOUR_POPOVER.gap,
    left: viewport.width / 2,
    width: 0,
    height: 0,
  };
  // Buttons may wrap on a phone: place by the real height once it is known.
  const [measuredHeight, setMeasuredHeight] = useState(0);
  const placement = placePopover(anchor, viewport, device, measuredHeight);

  useLayoutEffect(() => {
    ref.current?.focus();
  }, []);

  useLayoutEffect(() => {
    const height = ref.current?.offsetHeight ?? 0;
    if (height !== measuredHeight) setMeasuredHeight(height);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onSkip();
      return;
    }
    if (event.key === 'Tab' && ref.current) keepTabInside(event, ref.current);
  };

  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      className={`tour__popover tour__popover--${placement.side}`}
      style={{
        top: placement.top,
        left: placement.left,
        width: placement.width,
        minHeight: TOUR_POPOVER.height,
      }}
      onKeyDown={onKeyDown}
    >
      <p className="tour__count">{t('overlay.count', { position, total })}</p>
      <h2 id={titleId} className="tour__title">
        {t(`steps.${step.id}.title`, { defaultValue: step.title })}
      </h2>
      <p id={textId} className="tour__text">
        {t(`steps.${step.id}.text`, { defaultValue: step.text })}
      </p>
      <div className="tour__actions">
        <div className="tour__actions-side">
          <Button variant="link" className="tour__button" onClick={onDisable}>
            {t('overlay.disable')}
          </Button>
          {demoVideoUrl !== null && (
            <a
              className="tour__demo"
              href={demoVideoUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('overlay.watchDemo')}
              title={t('overlay.watchDemo')}
            >
              <PlayIcon />
            </a>
          )}
        </div>
        <div className="tour__actions-main">
          <Button variant="secondary" className="tour__button" onClick={onSkip}>
            {t('overlay.skip')}
          </Button>
          <Button className="tour__button" onClick={onNext}>
            {isLast ? t('overlay.done') : t('overlay.next')}
          </Button>
        </div>
      </div>
    </div>
  );
}

function keepTabInside(event: KeyboardEvent, container: HTMLElement): void {
  const focusables = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (first === undefined || last === undefined) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Where the step's target is on screen, following scrolls and resizes. */
function useTargetBox(step: TourStep | undefined): Box | null {
  const [box, setBox] = useState<Box | null>(null);

  useLayoutEffect(() => {
    const element = step ? document.querySelector(tourTargetSelector(step.target)) : null;
    if (element === null) {
      setBox(null);
      return;
    }
    // jsdom and old browsers lack scrollIntoView options; the tour still works without it.
    element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    const measure = () => {
      const rect = element.getBoundingClientRect();
      setBox({ top: rect.top, left: rect.left, width: rect.width, height: rect.height });
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [step]);

  return box;
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M10 8.5v7l6-3.5z" fill="currentColor" />
    </svg>
  );
}
