import type { ImageVariant, StoryElement } from '@storyloom/contracts';
import { StorageImage } from '../../components/ui/StorageImage';
import { useLibraryT } from './i18n';
import { TypeArt } from './TypeArt';

interface ElementThumbnailProps {
  element: Pick<StoryElement, 'name' | 'type' | 'avatarUrl'>;
  size?: ImageVariant;
  className?: string;
}

/** The element's picture, or its type's friendly default when it has none. */
export function ElementThumbnail({ element, size = 'small', className }: ElementThumbnailProps) {
  const { t } = useLibraryT();
  return (
    <div className={className ? `library-thumb ${className}` : 'library-thumb'}>
      {element.avatarUrl ? (
        <StorageImage
          path={element.avatarUrl}
          size={size}
          alt={t('card.pictureOf', { name: element.name })}
        />
      ) : (
        <TypeArt type={element.type} />
      )}
    </div>
  );
}
