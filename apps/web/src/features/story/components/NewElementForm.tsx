import { STORY_ELEMENT_LIMITS, StoryElementType, type StoryElement } from '@storyloom/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { useApiClient } from '../../../lib/api-client-context';
import { createStoryElement, messageOf } from '../story-api';

const kinds = [
  { type: StoryElementType.Character, label: 'Character' },
  { type: StoryElementType.Location, label: 'Place' },
  { type: StoryElementType.Note, label: 'Note' },
] as const;

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
  const id = useId();
  const nameField = useRef<HTMLInputElement | null>(null);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Opened from an add button, the form takes focus so typing the name can start at once.
  useEffect(() => nameField.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') {
      setError('Please give it a name.');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      onCreated(await createStoryElement(api, { name: name.trim(), description, type }));
      onClose();
    } catch (reason) {
      // What was typed stays, so trying again is one click.
      setError(messageOf(reason));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className="new-element"
      aria-label="New story idea"
      onSubmit={(event) => void submit(event)}
    >
      <fieldset className="new-element__kinds">
        <legend className="text-field__label">What is it?</legend>
        {kinds.map((kind) => (
          <label key={kind.type} className="new-element__kind">
            <input
              type="radio"
              name={`${id}-kind`}
              checked={type === kind.type}
              onChange={() => onTypeChange(kind.type)}
            />
            {kind.label}
          </label>
        ))}
      </fieldset>
      <TextField
        ref={nameField}
        label="Name"
        value={name}
        maxLength={STORY_ELEMENT_LIMITS.nameMax}
        placeholder="Luna the fox"
        onChange={(event) => setName(event.target.value)}
      />
      <div className="text-field">
        <label className="text-field__label" htmlFor={`${id}-description`}>
          Description
        </label>
        <textarea
          id={`${id}-description`}
          className="text-field__input story-textarea"
          rows={3}
          value={description}
          maxLength={STORY_ELEMENT_LIMITS.descriptionMax}
          placeholder="A curious little fox who loves the moon"
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      {error && (
        <p className="story-message story-message--error" role="alert">
          {error}
        </p>
      )}
      <div className="story-actions">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Add to story'}
        </Button>
      </div>
    </form>
  );
}
