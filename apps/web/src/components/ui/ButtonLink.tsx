import { Link, type LinkProps } from 'react-router';
import { buttonClassName, type ButtonVariant } from './Button';
import './button.css';

interface ButtonLinkProps extends LinkProps {
  variant?: Exclude<ButtonVariant, 'link'>;
}

/** Navigation that looks like a button: it is still a link, so it opens in a new tab and reads as one. */
export function ButtonLink({ className, variant = 'primary', ...props }: ButtonLinkProps) {
  return <Link className={buttonClassName(variant, className)} {...props} />;
}
