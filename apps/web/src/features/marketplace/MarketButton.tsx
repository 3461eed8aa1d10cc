import { NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { useMarketNavT } from './nav-i18n';
import './market-button.css';

/**
 * The top bar's 'Market' button (docs/product.md, "Screens and navigation"); the tour points at it.
 */
export function MarketButton() {
  const { t } = useMarketNavT();
  return (
    <NavLink to={paths.marketplace} className="market-button" data-tour="marketplace-nav">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M4 9h16l-1.5-4.5h-13zM5 9v10h14V9M10 19v-5h4v5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="market-button__label">{t('market')}</span>
    </NavLink>
  );
}
