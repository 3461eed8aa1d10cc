import {
  ErrorText,
  imageVariantFallbacks,
  imageVariantPath,
  type ImageVariant,
} from '@storyloom/contracts';
import { useEffect, useState } from 'react';
import { serverMessageOf } from '../../lib/api-client';
import { useErrorText } from '../../lib/i18n';
import { useApiClient } from '../../lib/api-client-context';
import { forgetStorageUrl } from '../../lib/storage-urls';
import { useStoredFileLink } from '../../lib/stored-file-links';
import { useUiT } from './i18n';
import './storage-image.css';

interface StorageImageProps {
  /** The stored picture's path (an element's avatarUrl), not a download URL. */
  path: string;
  /**
   * The size wanted; larger ones are tried when it is missing (docs/product.md, "Client state and
   * persistence").
   */
  size: ImageVariant;
  alt: string;
  className?: string;
}

type Phase =
  | { kind: 'loading' }
  | { kind: 'ready'; url: string }
  | { kind: 'error'; message: string }
  | { kind: 'missing' };

interface View {
  key: string;
  /** Which of imageVariantFallbacks(size) is being tried. */
  attempt: number;
  phase: Phase;
}

const LOADING: Phase = { kind: 'loading' };

/** The next size after a missing one, or 'missing' once every size has been tried. */
function nextAttempt(view: View, variants: readonly ImageVariant[]): View {
  const attempt = view.attempt + 1;
  return attempt < variants.length
    ? { ...view, attempt, phase: LOADING }
    : { ...view, attempt, phase: { kind: 'missing' } };
}

function failureMessage(error: unknown): string {
  return serverMessageOf(error) ?? ErrorText.imageLoadFailed;
}

/**
 * A stored picture: asks the API for a signed URL of the wanted size, falls back to larger sizes
 * when one is missing (404, or the picture itself will not load), and says so when none exists.
 */
export function StorageImage({ path, size, alt, className }: StorageImageProps) {
  const api = useApiClient();
  const linkOf = useStoredFileLink();
  const { t } = useUiT();
  const translateError = useErrorText();
  const variants = imageVariantFallbacks(size);
  const key = `${size}:${path}`;
  const [stored, setView] = useState<View>({ key, attempt: 0, phase: LOADING });
  // A new path or size starts over; the stale view is never shown, not even for one render.
  const view = stored.key === key ? stored : { key, attempt: 0, phase: LOADING };
  const variant = variants[view.attempt];
  const variantPath = variant ? imageVariantPath(path, variant) : path;

  useEffect(() => {
    if (view.phase.kind !== 'loading') return;
    let current = true;
    const base: View = { key, attempt: view.attempt, phase: LOADING };
    linkOf(variantPath).then(
      (url) => {
        if (!current) return;
        setView(
          url === null ? nextAttempt(base, variants) : { ...base, phase: { kind: 'ready', url } },
        );
      },
      (error: unknown) => {
        if (current) setView({ ...base, phase: { kind: 'error', message: failureMessage(error) } });
      },
    );
    return () => {
      current = false;
    };
    // `variants` follows `key`, so it is not listed: a new array every render would restart.
  }, [linkOf, key, variantPath, view.attempt, view.phase.kind]);

  const classes = (modifier: string) =>
    ['storage-image', `storage-image--${modifier}`, className].filter(Boolean).join(' ');

  switch (view.phase.kind) {
    case 'ready':
      return (
        <img
          className={classes('ready')}
          src={view.phase.url}
          alt={alt}
          decoding="async"
          onError={() => {
            forgetStorageUrl(api, variantPath);
            setView(nextAttempt(view, variants));
          }}
        />
      );
    case 'error':
      return (
        <span className={classes('error')} title={alt}>
          <svg viewBox="0 0 24 24" role="img" aria-label={t('warning')} focusable="false">
            <path
              d="M12 3 2 21h20L12 3z"
              fill="var(--color-sun)"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinejoin="round"
            />
            <path d="M12 10v5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            <circle cx="12" cy="18" r="1.2" fill="currentColor" />
          </svg>
          <span className="storage-image__message">{translateError(view.phase.message)}</span>
        </span>
      );
    case 'missing':
      return (
        <span className={classes('missing')} title={alt}>
          <svg
            viewBox="0 0 24 24"
            role="img"
            aria-label={alt ? t('namedPictureNotFound', { name: alt }) : t('pictureNotFound')}
            focusable="false"
          >
            <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M6 18 18 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </span>
      );
    default:
      return (
        <span
          className={classes('loading')}
          role="img"
          aria-label={alt ? t('namedPictureLoading', { name: alt }) : t('loadingPicture')}
          aria-busy="true"
        />
      );
  }
}
