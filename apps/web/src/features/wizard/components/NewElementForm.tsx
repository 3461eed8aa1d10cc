import { STORY_ELEMENT_LIMITS, StoryElementType, type StoryElement } from '@storyloom/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { useApiClient } from '../../../lib/api-client-context';
import { useErrorText } from '../../../lib/i18n';
import { useStoryT } from '../i18n';
import { userMessageOf } from '../../../lib/api-client';
import { createStoryElement } from '../wizard-api';

/** The kinds offered, named by `newElement.kinds.<type>` in the texts. */
const kinds = [StoryElementType.Character, StoryElementType.Location, StoryElementType.Note];

/** Kept as what went wrong, not as words, so the message follows a change of language. */
type FormError = { kind: 'noName' } | { kind: 'failed'; message: string };

interface NewElementFormProps {
  /** The kind chosen with the toolbar's add buttons; the radios change it. */
  type: StoryElementType;
  onTypeChange: (type: StoryElementType) => void;
  /** The saved element, to be chosen for the story straight away. */
  onCreated: (element: StoryElement) => void;
  onClose: () => void;
}

/** Adds a character, place or note to the library without leaving the story. */
export function NewElementForm({ type, onTypeChange, onCreated, onClose }: NewElementFormProps) {
  const api = useApiClient();
  const { t } = useStoryT();
  const translateError = useErrorText();
  const id = useId();
  const nameField = useRef<HTMLInputElement | null>(null);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<FormError | null>(null);

  // Opened from an add button, the form takes focus so typing the name can start at once.
  useEffect(() => nameField.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') {
      setError({ kind: 'noName' });
      return;
    }
    setSaving(true);
    setError(null);
    try {
      onCreated(await createStoryElement(api, { name: name.trim(), description, type }));
      onClose();
    } catch (reason) {
      // What was typed stays, so trying again is one click.
      setError({ kind: 'failed', message: userMessageOf(reason) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className="new-element"
      aria-label={t('newElement.label')}
      onSubmit={(event) => void submit(event)}
    >
      <fieldset className="new-element__kinds">
        <legend className="text-field__label">{t('newElement.kind')}</legend>
        {kinds.map((kind) => (
          <label key={kind} className="new-element__kind">
            <input
              type="radio"
              name={`${id}-kind`}
              checked={type === kind}
              onChange={() => onTypeChange(kind)}
            />
            {t(`newElement.kinds.${kind}`)}
          </label>
        ))}
      </fieldset>
      <TextField
        ref={nameField}
        label={t('newElement.name')}
        value={name}
        maxLength={STORY_ELEMENT_LIMITS.nameMax}
        placeholder={t('newElement.namePlaceholder')}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="text-field">
        <label className="text-field__label" htmlFor={`${id}-description`}>
          {t('newElement.description')}
        </label>
        <textarea
          id={`${id}-description`}
          className="text-field__input story-textarea"
          rows={3}
          value={description}
          maxLength={STORY_ELEMENT_LIMITS.descriptionMax}
          placeholder={t('newElement.descriptionPlaceholder')}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      {error && (
        <p className="story-message story-message--error" role="alert">
          {error.kind === 'noName' ? t('newElement.nameMissing') : translateError(error.message)}
        </p>
      )}
      <div className="story-actions">
        <Button variant="secondary" onClick={onClose}>
          {t('newElement.cancel')}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t('newElement.saving') : t('newElement.add')}
        </Button>
      </div>
    </form>
  );
}
