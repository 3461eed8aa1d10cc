import { Outlet } from 'react-router';
import { LoadSucceeded } from './chunk-reload';
import { Footer } from './Footer';
import './shell.css';

/** The frame of the sign-in screens (spec: "footer only, no top navigation"). */
export function FooterOnlyLayout() {
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {/* tabIndex lets the skip link move keyboard focus, not just scroll. */}
      <main id="main" className="shell__main" tabIndex={-1}>
        <Outlet />
        <LoadSucceeded />
      </main>
      <Footer />
    </div>
  );
}
