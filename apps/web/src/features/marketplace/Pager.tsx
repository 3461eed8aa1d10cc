import { Button } from '../../components/ui/Button';
import { useMarketplaceT } from './i18n';

interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous and next, with where we are in words. Hidden when everything fits on one page. */
export function Pager({ page, pageCount, onPage }: PagerProps) {
  const { t } = useMarketplaceT();
  if (pageCount <= 1) return null;
  return (
    <nav className="market-pager" aria-label={t('pager.label')}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <p className="market-pager__where" aria-live="polite">
        {t('pager.where', { page, count: pageCount })}
      </p>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
