import type { ImageVariant, StoryElement } from '@storyloom/contracts';
import { StorageImage } from '../../components/ui/StorageImage';
import { TypeArt } from './TypeArt';

interface ElementThumbnailProps {
  element: Pick<StoryElement, 'name' | 'type' | 'avatarUrl'>;
  size?: ImageVariant;
  className?: string;
}

/** The element's picture, or its type's friendly default when it has none. */
export function ElementThumbnail({ element, size = 'small', className }: ElementThumbnailProps) {
  return (
    <div className={className ? `library-thumb ${className}` : 'library-thumb'}>
      {element.avatarUrl ? (
        <StorageImage path={element.avatarUrl} size={size} alt={`Picture of ${element.name}`} />
      ) : (
        <TypeArt type={element.type} />
      )}
    </div>
  );
}
