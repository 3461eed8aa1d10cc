import type { ComponentProps } from 'react';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

interface ButtonProps extends ComponentProps<'button'> {
  /**
   * primary: the one main action of a screen (docs/experience.md, "Design language"); secondary:
   * the others; link: an action that reads like a link (a mode toggle, "Forgot your password?").
   */
  variant?: ButtonVariant;
}

/** Defaults to type="button" so a button inside a form never submits it by accident. */
export function Button({ className, type = 'button', variant = 'primary', ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, className)} {...props} />;
}

export function buttonClassName(variant: ButtonVariant, extra?: string): string {
  const base = variant === 'primary' ? 'button' : `button button--${variant}`;
  return extra ? `${base} ${extra}` : base;
}
