import type { ComponentProps } from 'react';
import './card.css';

/** A cream surface with rounded corners and a soft shadow, readable on the night sky. */
export function Card({ className, ...props }: ComponentProps<'section'>) {
  return <section className={className ? `card ${className}` : 'card'} {...props} />;
}
