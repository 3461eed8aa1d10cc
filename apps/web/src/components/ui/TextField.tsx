import { useId, type ComponentProps, type ReactNode } from 'react';
import './text-field.css';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** Help shown under the field and announced with it (aria-describedby). */
  hint?: ReactNode;
}

/** A labelled input. The label is always visible: placeholders vanish while typing. */
export function TextField({ label, hint, className, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={className ? `text-field ${className}` : 'text-field'}>
      <label className="text-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="text-field__input"
        aria-describedby={hint ? hintId : undefined}
        {...inputProps}
      />
      {hint && (
        <p id={hintId} className="text-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
