import { Outlet } from 'react-router';
import { LoadSucceeded } from './chunk-reload';
import { Footer } from './Footer';
import { TopBar } from './top-bar/TopBar';
import './shell.css';

/**
 * The frame every page shares: top bar, content, footer. The sign-in screens leave the top bar
 * out (spec: "footer only, no top navigation").
 */
export function Layout({ withTopBar = true }: { withTopBar?: boolean }) {
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {withTopBar && <TopBar />}
      {/* tabIndex lets the skip link move keyboard focus, not just scroll. */}
      <main id="main" className="shell__main" tabIndex={-1}>
        <Outlet />
        <LoadSucceeded />
      </main>
      <Footer />
    </div>
  );
}
