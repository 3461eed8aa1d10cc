import { STORY_LIMITS, errorBoxMessage, type EnhanceableField } from '@storyloom/contracts';
import { useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { useErrorText } from '../../../lib/i18n';
import { useStoryT } from '../i18n';
import { statusOf, userMessageOf } from '../../../lib/api-client';
import { useImprove } from './use-improve';

interface DescriptionFieldProps {
  /** Which description this is, for the improve action. */
  field: EnhanceableField;
  label: string;
  /** The improve button's accessible name, e.g. "Improve what happens". */
  improveLabel: string;
  hint: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

function improveFailure(reason: unknown, t: TFunction): string {
  // 422: the server explains kindly why the words are not suitable for a children's story.
  if (statusOf(reason) === 429) return t('description.tooMuch');
  return errorBoxMessage(userMessageOf(reason));
}

/**
 * A labelled text area for one part of the story; every keystroke is kept in the draft.
 * "Improve" rewrites the text richer and clearer, and "Undo" brings the words back as they were.
 */
export function DescriptionField(props: DescriptionFieldProps) {
  const { field, label, improveLabel, hint, placeholder, value, onChange } = props;
  const id = useId();
  const { t } = useStoryT();
  const translateError = useErrorText();
  const navigate = useNavigate();
  const { signIn, signInPath, improve } = useImprove(field);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // What the text was before the last improvement, while the improved text is still untouched.
  const [undo, setUndo] = useState<{ previous: string; improved: string } | null>(null);
  const canUndo = undo !== null && undo.improved === value;
  const signedOut = signIn === 'signedOut';

  async function onImprove() {
    if (signedOut) {
      void navigate(signInPath);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const improved = await improve(value);
      setUndo({ previous: value, improved });
      onChange(improved);
    } catch (reason) {
      setError(improveFailure(reason, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="text-field story-field">
      <label className="text-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="text-field__input story-textarea"
        rows={3}
        value={value}
        maxLength={STORY_LIMITS.descriptionMax}
        placeholder={placeholder}
        aria-describedby={`${id}-hint`}
        aria-busy={busy}
        readOnly={busy}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="text-field__hint">
        {hint}
      </p>
      <div className="story-field__actions">
        <Button
          variant="secondary"
          className="story-field__improve"
          aria-label={
            signedOut
              ? t('description.signInTo', { action: improveLabel.toLowerCase() })
              : improveLabel
          }
          disabled={busy || signIn === 'loading' || value.trim() === ''}
          onClick={() => void onImprove()}
        >
          {busy
            ? t('description.improving')
            : signedOut
              ? t('description.signInToImprove')
              : t('description.improve')}
        </Button>
        {canUndo && !busy && (
          <Button
            variant="link"
            onClick={() => {
              onChange(undo.previous);
              setUndo(null);
            }}
          >
            {t('description.undo')}
          </Button>
        )}
        <span className="visually-hidden" role="status">
          {busy ? t('description.improvingStatus') : canUndo ? t('description.improvedStatus') : ''}
        </span>
      </div>
      {error && (
        <p className="story-field__error" role="alert">
          {translateError(error)}
        </p>
      )}
    </div>
  );
}
