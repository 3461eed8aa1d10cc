import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { selectIsAuthenticated } from '../features/auth/auth-slice';
import { FeedbackWidget } from '../features/feedback/FeedbackWidget';
import { TourHost } from '../features/tour/TourHost';
import { LoadSucceeded } from './chunk-reload';
import { Splash } from './Splash';
import { Footer } from './Footer';
import { PlansPopupProvider } from './plans-popup';
import { useAppSelector } from './hooks';
import { useShellT } from './i18n';
import { SignInCheckNotice } from './SignInCheckNotice';
import { TopBar } from './top-bar/TopBar';
import './shell.css';

/**
 * The frame every page shares: top bar, content, footer. The sign-in screens leave the top bar out
 * (docs/product.md, "Pages and routes"), and with it the feedback button and the tour.
 */
export function Layout({ withTopBar = true }: { withTopBar?: boolean }) {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const { t } = useShellT();
  return (
    <PlansPopupProvider>
      <div className="shell">
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        {withTopBar && <TopBar />}
        <SignInCheckNotice />
        {/* tabIndex lets the skip link move keyboard focus, not just scroll. */}
        <main id="main" className="shell__main" tabIndex={-1}>
          {/* Pages load on demand; the load counts as a success only once the page is here. */}
          <Suspense fallback={<Splash embedded />}>
            <Outlet />
            <LoadSucceeded />
          </Suspense>
        </main>
        {/* Before the footer: on narrower screens it sits there, at the end of the page. */}
        {withTopBar && <FeedbackWidget signedIn={signedIn} />}
        <Footer withLanguageSwitch={!signedIn} />
        {withTopBar && <TourHost />}
      </div>
    </PlansPopupProvider>
  );
}
