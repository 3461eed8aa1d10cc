import { StoryElementType } from '@storyloom/contracts';

/**
 * The friendly default picture of an element without one: drawn here rather than an emoji,
 * since not every device has an emoji font. Decorative: the card names the element.
 */
export function TypeArt({ type }: { type: StoryElementType }) {
  return (
    <svg
      className={`library-art library-art--${type}`}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      {type === StoryElementType.Character && (
        <>
          <circle
            cx="32"
            cy="30"
            r="18"
            fill="var(--color-sun)"
            stroke="var(--color-brand)"
            strokeWidth="3"
          />
          <circle cx="25" cy="27" r="2.5" fill="var(--color-ink)" />
          <circle cx="39" cy="27" r="2.5" fill="var(--color-ink)" />
          <path
            d="M24 35c4 5 12 5 16 0"
            fill="none"
            stroke="var(--color-ink)"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </>
      )}
      {type === StoryElementType.Location && (
        <>
          <path
            d="M12 32 32 14l20 18"
            fill="none"
            stroke="var(--color-brand)"
            strokeWidth="3"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
          <path
            d="M18 30v20h28V30"
            fill="var(--color-sun)"
            stroke="var(--color-brand)"
            strokeWidth="3"
            strokeLinejoin="round"
          />
          <rect x="28" y="38" width="8" height="12" rx="1.5" fill="var(--color-brand)" />
        </>
      )}
      {type === StoryElementType.Bag && (
        <>
          <path
            d="M24 22c0-6 3.5-9 8-9s8 3 8 9"
            fill="none"
            stroke="var(--color-brand)"
            strokeWidth="3"
            strokeLinecap="round"
          />
          <path
            d="M14 22h36l-3 28H17z"
            fill="var(--color-sun)"
            stroke="var(--color-brand)"
            strokeWidth="3"
            strokeLinejoin="round"
          />
          <path
            d="M32 30l2.2 4.6 5 .7-3.6 3.5.9 5-4.5-2.4-4.5 2.4.9-5-3.6-3.5 5-.7z"
            fill="var(--color-brand)"
          />
        </>
      )}
      {type === StoryElementType.Note && (
        <>
          <path
            d="M18 10h22l8 8v36H18z"
            fill="#ffffff"
            stroke="var(--color-brand)"
            strokeWidth="3"
            strokeLinejoin="round"
          />
          <path
            d="M24 26h18M24 34h18M24 42h12"
            stroke="var(--color-sun-strong)"
            strokeWidth="3"
            strokeLinecap="round"
          />
        </>
      )}
    </svg>
  );
}
