import { StorageImage } from '../../components/ui/StorageImage';

/** A smiling face with a little phone, for a character without a picture. */
function DefaultCaller() {
  return (
    <svg className="caller-picture__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="var(--color-sun)" />
      <circle cx="17" cy="20" r="3" fill="var(--color-night)" />
      <circle cx="31" cy="20" r="3" fill="var(--color-night)" />
      <path
        d="M15 29c2.5 4 5.5 6 9 6s6.5-2 9-6"
        fill="none"
        stroke="var(--color-night)"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

interface CallerPictureProps {
  /** A signed link to the picture (the call's answer), or ''. */
  url: string;
  /** A stored picture's path (the library's element), used before the call is answered. */
  path?: string;
  alt: string;
  /** The character is talking: a soft ring breathes around the picture. */
  talking: boolean;
}

export function CallerPicture({ url, path, alt, talking }: CallerPictureProps) {
  return (
    <span className={`caller-picture${talking ? ' caller-picture--talking' : ''}`}>
      {url ? (
        <img src={url} alt={alt} decoding="async" />
      ) : path ? (
        <StorageImage path={path} size="small" alt={alt} />
      ) : (
        <DefaultCaller />
      )}
    </span>
  );
}
