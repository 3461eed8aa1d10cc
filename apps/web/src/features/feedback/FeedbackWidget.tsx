import { FEEDBACK_THANK_YOU_MS } from '@storyloom/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useFeedbackT } from './i18n';
import { OPEN_FEEDBACK_EVENT } from './open-feedback';
import './feedback.css';

/** Closed, open, submitted (docs/product.md, "Client state and persistence"). */
export type FeedbackPhase = 'closed' | 'open' | 'submitted';

// The form loads when first wanted (a pointer over the button is enough to start): most visits
// never open it, so the first visit does not download it.
const loadFeedbackDialog = () => import('./FeedbackDialog');
const FeedbackDialog = lazy(() =>
  loadFeedbackDialog().then((module) => ({ default: module.FeedbackDialog })),
);

interface FeedbackWidgetProps {
  /** Signed-in feedback is sent with the user's token; visitors send it anonymously. */
  signedIn: boolean;
}

/**
 * The floating 'Feedback?' button and its 'Share Feedback' form. What was typed survives a
 * failed send and closing the form; only a successful send clears it, after the thank-you.
 */
export function FeedbackWidget({ signedIn }: FeedbackWidgetProps) {
  const { t } = useFeedbackT();
  const [phase, setPhase] = useState<FeedbackPhase>('closed');
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');

  const closeAndReset = () => {
    setPhase('closed');
    setRating(null);
    setText('');
  };

  useEffect(() => {
    const open = () => setPhase((current) => (current === 'closed' ? 'open' : current));
    window.addEventListener(OPEN_FEEDBACK_EVENT, open);
    return () => window.removeEventListener(OPEN_FEEDBACK_EVENT, open);
  }, []);

  useEffect(() => {
    if (phase !== 'submitted') return;
    const timer = setTimeout(closeAndReset, FEEDBACK_THANK_YOU_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  return (
    <>
      <button
        type="button"
        className="feedback-fab"
        onPointerEnter={() => void loadFeedbackDialog()}
        onFocus={() => void loadFeedbackDialog()}
        onClick={() => setPhase('open')}
      >
        {t('open')}
      </button>
      {phase !== 'closed' && (
        <Suspense fallback={null}>
          <FeedbackDialog
            signedIn={signedIn}
            submitted={phase === 'submitted'}
            rating={rating}
            text={text}
            onRate={setRating}
            onText={setText}
            onSubmitted={() => setPhase('submitted')}
            onClose={() => (phase === 'submitted' ? closeAndReset() : setPhase('closed'))}
          />
        </Suspense>
      )}
    </>
  );
}
