import { STORY_LIMITS } from '@storyloom/contracts';
import { useId } from 'react';

interface DescriptionFieldProps {
  label: string;
  hint: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled text area for one part of the story; every keystroke is kept in the draft. */
export function DescriptionField({
  label,
  hint,
  placeholder,
  value,
  onChange,
}: DescriptionFieldProps) {
  const id = useId();
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
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="text-field__hint">
        {hint}
      </p>
    </div>
  );
}
