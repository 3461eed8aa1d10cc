import {
  FEEDBACK_RATING,
  FEEDBACK_TEXT_MAX_LENGTH,
  FEEDBACK_THANK_YOU_MS,
} from '@storyloom/contracts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { useApiClient } from '../../lib/api-client-context';
import { useErrorsT } from '../../lib/i18n';
import { sendFeedback } from './feedback-api';
import { useFeedbackT } from './i18n';
import { OPEN_FEEDBACK_EVENT } from './open-feedback';
import './feedback.css';

/** Spec section 4: closed, open, submitted. */
export type FeedbackPhase = 'closed' | 'open' | 'submitted';

const RATINGS = Array.from(
  { length: FEEDBACK_RATING.max - FEEDBACK_RATING.min + 1 },
  (_, i) => FEEDBACK_RATING.min + i,
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
  const api = useApiClient();
  const { t } = useFeedbackT();
  const { t: errorsT } = useErrorsT();
  const { pathname } = useLocation();
  const [phase, setPhase] = useState<FeedbackPhase>('closed');
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const ratingLabelId = useId();
  const textId = useId();

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

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (rating === null) {
      window.alert(errorsT('ratingRequired'));
      return;
    }
    setSending(true);
    try {
      await sendFeedback(api, signedIn, { rating, text, path: pathname });
      setPhase('submitted');
    } catch {
      window.alert(errorsT('feedbackSubmitFailed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <button type="button" className="feedback-fab" onClick={() => setPhase('open')}>
        {t('open')}
      </button>
      {/* Keeps the page's last lines (the footer) scrollable out from under the button. */}
      <div className="feedback-spacer" aria-hidden="true" />
      {phase !== 'closed' && (
        <Dialog
          title={t('title')}
          className="feedback-dialog"
          onClose={() => (phase === 'submitted' ? closeAndReset() : setPhase('closed'))}
        >
          {phase === 'submitted' ? (
            <p className="feedback-thanks" role="status">
              {errorsT('feedbackThankYou')}
            </p>
          ) : (
            <form className="feedback-form" onSubmit={(event) => void onSubmit(event)} noValidate>
              <p id={ratingLabelId} className="feedback-form__label">
                {t('question')}
              </p>
              <div role="group" aria-labelledby={ratingLabelId} className="feedback-rating">
                {RATINGS.map((value) => (
                  <button
                    key={value}
                    type="button"
                    className="feedback-rating__button"
                    aria-pressed={rating === value}
                    aria-label={t('rate', { value, max: FEEDBACK_RATING.max })}
                    onClick={() => setRating(value)}
                  >
                    {value}
                  </button>
                ))}
              </div>
              <label htmlFor={textId} className="feedback-form__label">
                {t('anythingElse')} <span className="feedback-form__optional">{t('optional')}</span>
              </label>
              <textarea
                id={textId}
                className="feedback-form__text"
                placeholder={t('placeholder')}
                rows={4}
                maxLength={FEEDBACK_TEXT_MAX_LENGTH}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
              <Button
                type="submit"
                className="feedback-form__submit"
                aria-disabled={sending}
                aria-busy={sending}
              >
                {t('send')}
              </Button>
            </form>
          )}
        </Dialog>
      )}
    </>
  );
}
