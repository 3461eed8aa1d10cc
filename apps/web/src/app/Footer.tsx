import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useRuntimeConfig } from '../config/RuntimeConfigProvider';

export function Footer() {
  const { productName, mailingListUrl } = useRuntimeConfig();
  const newTabHintId = useId();
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul className="site-footer__links">
          <li>
            <Link to={paths.about}>About</Link>
          </li>
          <li>
            <Link to={paths.media}>Media</Link>
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
                Mailing list
              </a>
              <span id={newTabHintId} className="visually-hidden">
                (opens in a new tab)
              </span>
            </li>
          )}
          <li>
            <Link to={paths.terms}>Terms &amp; Conditions</Link>
          </li>
          <li>
            <Link to={paths.privacy}>Privacy Policy</Link>
          </li>
        </ul>
      </nav>
      <p className="site-footer__copyright">
        © {year} {productName}
      </p>
    </footer>
  );
}
