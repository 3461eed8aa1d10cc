import { Link, Outlet } from 'react-router';
import { paths } from '../config/paths';
import { useRuntimeConfig } from '../config/RuntimeConfigProvider';
import { LoadSucceeded } from './chunk-reload';
import { Footer } from './Footer';
import './shell.css';

/** The frame every page shares. The top bar issue replaces the header's content. */
export function Layout() {
  const { productName } = useRuntimeConfig();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="shell__header">
        <Link to={paths.story} className="shell__brand">
          {productName}
        </Link>
      </header>
      {/* tabIndex lets the skip link move keyboard focus, not just scroll. */}
      <main id="main" className="shell__main" tabIndex={-1}>
        <Outlet />
        <LoadSucceeded />
      </main>
      <Footer />
    </div>
  );
}
