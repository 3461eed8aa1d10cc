import type { ComponentProps } from 'react';
import './button.css';

/** The primary action of a screen (EXPERIENCE.md: one per screen). Defaults to type="button". */
export function Button({ className, type = 'button', ...props }: ComponentProps<'button'>) {
  return <button type={type} className={className ? `button ${className}` : 'button'} {...props} />;
}
