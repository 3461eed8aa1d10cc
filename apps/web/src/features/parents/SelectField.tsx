import { useId, type ComponentProps } from 'react';

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: string;
  /** Help under the field, announced with it. */
  hint?: string;
}

/** A labelled select with an optional hint (the label names the field, the hint describes it). */
export function SelectField({ label, hint, children, ...selectProps }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="parents-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...selectProps}>
        {children}
      </select>
      {hint && <small id={`${id}-hint`}>{hint}</small>}
    </div>
  );
}
