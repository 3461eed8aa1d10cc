import type { SharedImage } from '@storyloom/contracts';
import { useState } from 'react';

interface ProductCoverProps {
  image: SharedImage | null;
  /** Describes the picture for screen readers. */
  alt: string;
  /** Cards use the small size; the product page the original. */
  large?: boolean;
  className?: string;
}

/**
 * A product's cover from its signed URL, or a calm drawn night scene when it has none or the
 * picture will not load. Drawn, not an emoji: not every device has an emoji font.
 */
export function ProductCover({ image, alt, large = false, className }: ProductCoverProps) {
  const src = image ? (large ? image.original : (image.small ?? image.original)) : null;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = ['market-cover', className].filter(Boolean).join(' ');
  if (src === null || failedSrc === src) {
    return (
      <div className={`${classes} market-cover--none`}>
        <CoverArt />
      </div>
    );
  }
  return (
    <div className={classes}>
      <img src={src} alt={alt} decoding="async" onError={() => setFailedSrc(src)} />
    </div>
  );
}

/** The fallback: a moon over hills, decorative. */
export function CoverArt() {
  return (
    <svg className="market-cover__art" viewBox="0 0 96 72" aria-hidden="true" focusable="false">
      <path d="M58 14a14 14 0 1 0 14 18 11 11 0 1 1-14-18z" fill="var(--color-sun)" />
      <circle cx="22" cy="16" r="2" fill="var(--color-on-night)" />
      <circle cx="38" cy="8" r="1.5" fill="var(--color-on-night)" />
      <circle cx="84" cy="12" r="1.5" fill="var(--color-on-night)" />
      <path d="M0 60c16-14 30-14 46-4s32 8 50-6v22H0z" fill="var(--color-brand)" />
    </svg>
  );
}
