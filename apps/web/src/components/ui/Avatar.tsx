import { useState } from 'react';
import { initialsOf } from './initials';
import './avatar.css';

interface AvatarProps {
  /** The picture URL; null shows the initials straight away. */
  src: string | null;
  /** Whose avatar: only used for the initials. The picture itself is decorative (alt=''). */
  name: string;
  /** Rendered size in CSS pixels. */
  size?: number;
}

/**
 * A round picture that falls back to the person's initials when there is none or it cannot load
 * (offline, blocked by the network). The surrounding control carries the accessible name.
 */
export function Avatar({ src, name, size = 40 }: AvatarProps) {
  // Remember which URL failed, so a new picture gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };

  if (src === null || failedSrc === src) {
    return (
      <span className="avatar avatar--initials" style={style} aria-hidden="true">
        {initialsOf(name)}
      </span>
    );
  }
  return (
    <img
      className="avatar"
      src={src}
      alt=""
      width={size}
      height={size}
      style={style}
      referrerPolicy="no-referrer"
      onError={() => setFailedSrc(src)}
    />
  );
}
