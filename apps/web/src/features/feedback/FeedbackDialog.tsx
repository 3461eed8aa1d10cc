import { FEEDBACK_RATING, FEEDBACK_TEXT_MAX_LENGTH } from '@storyloom/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { useApiClient } from '../../lib/api-client-context';
import { useErrorsT } from '../../lib/i18n';
import { sendFeedback } from './feedback-api';
import { useFeedbackT } from './i18n';

const RATINGS = Array.from(
  { length: FEEDBACK_RATING.max - FEEDBACK_RATING.min + 1 },
  (_, i) => FEEDBACK_RATING.min + i,
);

interface FeedbackDialogProps {
  signedIn: boolean;
  /** After a successful send: the thank-you instead of the form. */
  submitted: boolean;
  /** Kept by the widget, so what was typed survives closing the form. */
  rating: number | null;
  text: string;
  onRate: (rating: number) => void;
  onText: (text: string) => void;
  onSubmitted: () => void;
  onClose: () => void;
}

/** The 'Share Feedback' form: rating 1 to 5, an optional text, 'Send Feedback'. */
export function FeedbackDialog({
  signedIn,
  submitted,
  rating,
  text,
  onRate,
  onText,
  onSubmitted,
  onClose,
}: FeedbackDialogProps) {
  const api = useApiClient();
  const { t } = useFeedbackT();
  const { t: errorsT } = useErrorsT();
  const { pathname } = useLocation();
  const [sending, setSending] = useState(false);
  const ratingLabelId = useId();
  const textId = useId();

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
      onSubmitted();
    } catch {
      window.alert(errorsT('feedbackSubmitFailed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog title={t('title')} className="feedback-dialog" onClose={onClose}>
      {submitted ? (
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
                onClick={() => onRate(value)}
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
            onChange={(event) => onText(event.target.value)}
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
  );
}
