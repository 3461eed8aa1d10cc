import type { ReactNode } from 'react';
import './empty-message.css';

interface EmptyMessageProps {
  /** What will appear here, said kindly. */
  message: string;
  /** The one thing to do next, usually a primary ButtonLink. */
  action?: ReactNode;
}

/** The empty state (docs/product.md, "Screens and navigation"): never a blank page. */
export function EmptyMessage({ message, action }: EmptyMessageProps) {
  return (
    <div className="empty-message">
      {/* Drawn rather than an emoji: not every device has an emoji font. */}
      <svg className="empty-message__art" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path
          d="M24 4l4.6 13.4L42 22l-13.4 4.6L24 40l-4.6-13.4L6 22l13.4-4.6z"
          fill="var(--color-sun)"
          stroke="var(--color-brand)"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <circle cx="40" cy="8" r="3" fill="var(--color-brand)" />
        <circle cx="9" cy="40" r="2.5" fill="var(--color-brand)" />
      </svg>
      <p className="empty-message__text">{message}</p>
      {action}
    </div>
  );
}
