import { StorageImage } from '../../components/ui/StorageImage';

/** The default face of a character without a picture: drawn, so every device shows it. */
export function DefaultCharacterIcon() {
  return (
    <svg className="chat-avatar__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="var(--color-sun)" />
      <circle cx="17" cy="21" r="3" fill="var(--color-night)" />
      <circle cx="31" cy="21" r="3" fill="var(--color-night)" />
      <path
        d="M15 30c2.5 4 5.5 6 9 6s6.5-2 9-6"
        fill="none"
        stroke="var(--color-night)"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** A contact's tiny thumbnail (a stored picture's path), or the default face. */
export function ContactAvatar({ path }: { path: string | undefined }) {
  return (
    <span className="chat-avatar chat-avatar--small">
      {path ? <StorageImage path={path} size="tiny" alt="" /> : <DefaultCharacterIcon />}
    </span>
  );
}

/** The character on the chat page: the signed link Setup sent, or the default face. */
export function CharacterPicture({ url, name, alt }: { url: string; name: string; alt: string }) {
  return (
    <span className="chat-avatar chat-avatar--large" title={name}>
      {url ? <img src={url} alt={alt} decoding="async" /> : <DefaultCharacterIcon />}
    </span>
  );
}
