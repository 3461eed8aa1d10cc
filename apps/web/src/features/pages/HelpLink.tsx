import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { usePagesT } from './i18n';
import './help-link.css';

/**
 * The top bar's Help button (it goes to /help: docs/product.md, "Readings of unclear points" 20). A
 * link, since it navigates. On a phone only the round "?" shows; the name stays "Help" for screen
 * readers.
 */
export function HelpLink() {
  const { t } = usePagesT();
  return (
    <Link to={paths.help} className="help-link">
      <span className="help-link__mark" aria-hidden="true">
        ?
      </span>
      <span className="help-link__label">{t('help')}</span>
    </Link>
  );
}
