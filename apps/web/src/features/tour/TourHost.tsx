import { BREAKPOINTS, type TourDevice } from '@storyloom/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useMediaQuery } from '../../components/ui/use-media-query';
import { useRuntimeConfig } from '../../config/RuntimeConfigProvider';
import {
  TOUR_CHANGED_EVENT,
  acceptTourPrompt,
  declineTourPrompt,
  decideTour,
  disableTour,
  isStepSeen,
  markPathSeen,
} from './tour-storage';
import { stepScope, stepsForPath, tourTargetSelector, type TourStep } from './tour-steps';

// The prompt and the overlay load only once there is something to show: most page views have
// nothing (tour seen, declined or disabled), and a first visit can paint without them.
const TourPrompt = lazy(() => import('./TourPrompt').then((m) => ({ default: m.TourPrompt })));
const TourOverlay = lazy(() => import('./TourOverlay').then((m) => ({ default: m.TourOverlay })));

/** Mobile is 768px or narrower (docs/product.md, "Readings of unclear points" 7). */
export const TOUR_PHONE_QUERY = `(max-width: ${BREAKPOINTS.mobile}px)`;

/** How long to keep watching for targets that arrive late (a page still loading its data). */
const TARGET_WAIT_MS = 5000;

type TourView =
  | { kind: 'idle' }
  | { kind: 'prompt'; path: string }
  | { kind: 'tour'; path: string; steps: readonly TourStep[] };

/** Steps not yet seen on this device whose target is on the page now. */
export function availableSteps(path: string, device: TourDevice): TourStep[] {
  return stepsForPath(path).filter(
    (step) =>
      !isStepSeen(step.id, stepScope(step, device)) &&
      document.querySelector(tourTargetSelector(step.target)) !== null,
  );
}

interface TourHostProps {
  /** Lets the page render before looking for targets. */
  settleMs?: number;
}

/**
 * Decides on every page whether to ask about the tour, run it, or stay quiet (docs/product.md,
 * "Client state and persistence"), and renders the prompt or the tour. The prompt only appears
 * where the tour has something to show, so 'Yes, show me' never leads to nothing.
 */
export function TourHost({ settleMs = 400 }: TourHostProps) {
  const { pathname } = useLocation();
  const device: TourDevice = useMediaQuery(TOUR_PHONE_QUERY) ? 'm' : 'd';
  // Unset or blank: the 'Watch live demo' link is left out.
  const demoVideoUrl = useRuntimeConfig().demoVideoUrl || null;
  const [view, setView] = useState<TourView>({ kind: 'idle' });
  const [revision, setRevision] = useState(0);

  useEffect(() => {
    const onChange = () => setRevision((n) => n + 1);
    window.addEventListener(TOUR_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(TOUR_CHANGED_EVENT, onChange);
  }, []);

  useEffect(() => {
    let observer: MutationObserver | null = null;
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    const stopWatching = () => {
      observer?.disconnect();
      observer = null;
      clearTimeout(giveUp);
    };

    // True once settled: something to show, or nothing will ever show on this page.
    const evaluate = (): boolean => {
      const decision = decideTour(pathname, device);
      if (decision === 'none') {
        setView({ kind: 'idle' });
        return true;
      }
      const steps = availableSteps(pathname, device);
      if (steps.length === 0) return false;
      const next: TourView =
        decision === 'prompt'
          ? { kind: 'prompt', path: pathname }
          : { kind: 'tour', path: pathname, steps };
      // A phone turned sideways must not restart a tour that is already running here.
      setView((current) => (current.kind !== 'idle' && current.path === pathname ? current : next));
      return true;
    };

    const start = setTimeout(() => {
      if (evaluate() || typeof MutationObserver !== 'function') return;
      observer = new MutationObserver(() => {
        if (evaluate()) stopWatching();
      });
      observer.observe(document.body, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['data-tour'],
      });
      giveUp = setTimeout(stopWatching, TARGET_WAIT_MS);
    }, settleMs);

    return () => {
      clearTimeout(start);
      stopWatching();
    };
  }, [pathname, device, revision, settleMs]);

  // A view belongs to the page it was decided on; navigating away drops it.
  if (view.kind === 'idle' || view.path !== pathname) return null;

  if (view.kind === 'prompt') {
    return (
      <Suspense fallback={null}>
        <TourPrompt
          onAccept={() => {
            acceptTourPrompt();
            const steps = availableSteps(pathname, device);
            setView(steps.length > 0 ? { kind: 'tour', path: pathname, steps } : { kind: 'idle' });
          }}
          onDecline={() => {
            declineTourPrompt();
            setView({ kind: 'idle' });
          }}
        />
      </Suspense>
    );
  }

  return (
    <Suspense fallback={null}>
      <TourOverlay
        steps={view.steps}
        device={device}
        demoVideoUrl={demoVideoUrl}
        onEnd={() => {
          markPathSeen(pathname, device);
          setView({ kind: 'idle' });
        }}
        onDisable={() => {
          disableTour();
          setView({ kind: 'idle' });
        }}
      />
    </Suspense>
  );
}
