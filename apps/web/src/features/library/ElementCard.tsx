import { StoryElementType, type StoryElement } from '@storyloom/contracts';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { ElementThumbnail } from './ElementThumbnail';
import { firstLine } from './element-types';
import { useLibraryT } from './i18n';

export type CardAction = 'open' | 'edit' | 'share' | 'delete';

interface ElementCardProps {
  element: StoryElement;
  onAction: (action: CardAction, element: StoryElement) => void;
  /** Extra actions on a bag's card that other features bring (the app fills it: Publish). */
  renderBagActions?: (bag: StoryElement) => ReactNode;
}

/** One element in the library grid: picture, name, first line, type, and what can be done. */
export function ElementCard({ element, onAction, renderBagActions }: ElementCardProps) {
  const isBag = element.type === StoryElementType.Bag;
  const summary = firstLine(element.description);
  const memberCount = element.memberIds?.length ?? 0;
  const { t } = useLibraryT();
  const name = element.name;
  return (
    <li className="library-card">
      <article aria-label={element.name}>
        <ElementThumbnail element={element} className="library-card__thumb" />
        <div className="library-card__body">
          <p className={`library-card__type library-card__type--${element.type}`}>
            {t(`types.${element.type}`)}
            {isBag && ` · ${t('card.ideas', { count: memberCount })}`}
          </p>
          <h3 className="library-card__name">{element.name}</h3>
          {summary && <p className="library-card__summary">{summary}</p>}
        </div>
        <div className="library-card__actions">
          {isBag && (
            <Button
              onClick={() => onAction('open', element)}
              aria-label={t('card.openNamed', { name })}
            >
              {t('card.open')}
            </Button>
          )}
          <Button
            variant="secondary"
            onClick={() => onAction('edit', element)}
            aria-label={t('card.editNamed', { name })}
          >
            {t('card.edit')}
          </Button>
          <Button
            variant="link"
            onClick={() => onAction('share', element)}
            aria-label={t('card.shareNamed', { name })}
          >
            {t('card.share')}
          </Button>
          {isBag && renderBagActions?.(element)}
          <Button
            variant="link"
            className="library-card__delete"
            onClick={() => onAction('delete', element)}
            aria-label={t('card.deleteNamed', { name })}
          >
            {t('card.delete')}
          </Button>
        </div>
      </article>
    </li>
  );
}
