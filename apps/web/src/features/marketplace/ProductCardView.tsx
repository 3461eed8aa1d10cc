import type { ReactNode } from 'react';
import { useMarketplaceT } from './i18n';
import { Link } from 'react-router';

interface ProductCardViewProps {
  title: string;
  creatorName: string;
  /** What is inside, already in words ('2 characters · 1 place'). */
  contents: string;
  /** 'Ages 3–6'. */
  ages: string;
  cover: ReactNode;
  /** The product page; the publish preview has none. */
  to?: string;
  /** A badge over the cover (the owner's 'Draft', 'Published'…). */
  badge?: ReactNode;
  /** Buttons under the card (the owner's Unpublish). */
  actions?: ReactNode;
}

/**
 * One product as a card: cover, title, creator, what is inside, ages. The title is the link, so
 * a screen reader lists each product once; the whole card is clickable through CSS.
 */
export function ProductCardView({
  title,
  creatorName,
  contents,
  ages,
  cover,
  to,
  badge,
  actions,
}: ProductCardViewProps) {
  const { t } = useMarketplaceT();
  const shownTitle = title.trim() || t('card.titlePlaceholder');
  return (
    <article
      className={to ? 'market-card market-card--linked' : 'market-card'}
      aria-label={shownTitle}
    >
      <div className="market-card__cover">
        {cover}
        {badge}
      </div>
      <div className="market-card__body">
        <h3 className="market-card__title">
          {to ? (
            <Link to={to} className="market-card__link">
              {shownTitle}
            </Link>
          ) : (
            shownTitle
          )}
        </h3>
        <p className="market-card__creator">{t('card.by', { name: creatorName })}</p>
        <p className="market-card__contents">{contents}</p>
        <p className="market-card__ages">{ages}</p>
      </div>
      {actions && <div className="market-card__actions">{actions}</div>}
    </article>
  );
}
