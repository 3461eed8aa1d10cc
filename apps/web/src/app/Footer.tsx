import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useRuntimeConfig } from '../config/RuntimeConfigProvider';
import { useShellT } from './i18n';
import { LanguageSwitch } from './LanguageSwitch';

interface FooterProps {
  /** Signed in, the language is the account's (Settings); the switch is for visitors. */
  withLanguageSwitch?: boolean;
}

export function Footer({ withLanguageSwitch = false }: FooterProps) {
  const { productName, mailingListUrl } = useRuntimeConfig();
  const { t } = useShellT();
  const newTabHintId = useId();
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.label')}>
        <ul className="site-footer__links">
          <li>
            <Link to={paths.about}>{t('footer.about')}</Link>
          </li>
          <li>
            <Link to={paths.media}>{t('footer.media')}</Link>
          </li>
          {mailingListUrl !== '' && (
            <li>
              {/* The hint is a description, so the link's name stays exactly "Mailing list". */}
              <a
                href={mailingListUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-describedby={newTabHintId}
              >
                {t('footer.mailingList')}
              </a>
              <span id={newTabHintId} className="visually-hidden">
                {t('footer.opensInNewTab')}
              </span>
            </li>
          )}
          <li>
            <Link to={paths.terms}>{t('footer.terms')}</Link>
          </li>
          <li>
            <Link to={paths.privacy}>{t('footer.privacy')}</Link>
          </li>
          <li>
            <Link to={paths.childrenSafety}>{t('footer.childrenSafety')}</Link>
          </li>
        </ul>
      </nav>
      {withLanguageSwitch && <LanguageSwitch />}
      <p className="site-footer__copyright">
        © {year} {productName}
      </p>
    </footer>
  );
}
