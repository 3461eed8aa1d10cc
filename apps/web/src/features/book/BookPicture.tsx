import type { StoryPicture } from '@storyloom/contracts';
import { StorageImage } from '../../components/ui/StorageImage';

/**
 * A page's picture, above its text. The frame keeps the picture's own aspect ratio before the
 * file arrives, so the text below never jumps when it loads.
 */
export function BookPicture({ picture }: { picture: StoryPicture }) {
  return (
    <figure
      className="story-book__picture"
      style={{ aspectRatio: `${picture.width} / ${picture.height}` }}
    >
      {/* key: a new drawing has a new path, and starts from a fresh loading state. */}
      <StorageImage
        key={picture.png}
        path={picture.png}
        size="original"
        alt={picture.specification}
      />
    </figure>
  );
}
