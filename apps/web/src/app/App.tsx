import { useCallback } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { RuntimeConfigProvider } from '../config/RuntimeConfigProvider';
import type { AuthGateway } from '../features/auth/auth-gateway';
import { selectIdToken } from '../features/auth/auth-slice';
import { savedCampaignCode } from '../features/demo';
import {
  reportErrorBoxMessage,
  reportRenderError,
  setErrorReportToken,
  Telemetry,
} from '../features/telemetry';
import { ErrorReportContext } from '../components/ui/error-report-context';
import { CampaignFromLocation } from './CampaignFromLocation';
import { AppServices } from './AppServices';
import { ErrorBoundary } from './ErrorBoundary';
import { LanguageFromAccount } from './LanguageFromAccount';
import { ChildModeFromAuth } from './ChildModeFromAuth';
import { LibraryOwnerFromAuth } from './LibraryOwnerFromAuth';
import { LiveConnection } from './LiveConnection';
import { AppRoutes } from './router';
import { Splash } from './Splash';
import { SubscriptionFromAuth } from './SubscriptionFromAuth';
import { SplashWhileAuthLoading } from './SplashWhileAuthLoading';
import { WizardDefaultsFromProfile } from './WizardDefaultsFromProfile';
import type { AppStore } from './store';

interface AppProps {
  store: AppStore;
  persistor: Persistor;
  /** Tests pass a fake identity service; the app builds the better-auth one. */
  authGateway?: AuthGateway;
}

/**
 * The provider stack. The error boundary is outermost so that even an invalid runtime
 * configuration (thrown by RuntimeConfigProvider) ends on the error page. The sign-in state is
 * read while saved state is restored, not after: both sit behind the same splash.
 */
export function App({ store, persistor, authGateway }: AppProps) {
  const currentIdToken = useCallback(() => selectIdToken(store.getState()), [store]);
  setErrorReportToken(currentIdToken);
  return (
    <ErrorBoundary onError={reportRenderError}>
      <ErrorReportContext value={reportErrorBoxMessage}>
        <RuntimeConfigProvider>
          <Provider store={store}>
            <AppServices authGateway={authGateway}>
              <PersistGate loading={<Splash />} persistor={persistor}>
                {/* Inside the gate: a restored subscription must never overwrite a fresh one. */}
                <LiveConnection>
                  <LibraryOwnerFromAuth />
                  <ChildModeFromAuth />
                  <LanguageFromAccount />
                  <WizardDefaultsFromProfile />
                  <SubscriptionFromAuth>
                    <BrowserRouter>
                      {/* Before Telemetry: the first page view already carries the code. */}
                      <CampaignFromLocation />
                      <Telemetry
                        campaignCodeOf={savedCampaignCode}
                        currentIdToken={currentIdToken}
                      />
                      <SplashWhileAuthLoading>
                        <AppRoutes />
                      </SplashWhileAuthLoading>
                    </BrowserRouter>
                  </SubscriptionFromAuth>
                </LiveConnection>
              </PersistGate>
            </AppServices>
          </Provider>
        </RuntimeConfigProvider>
      </ErrorReportContext>
    </ErrorBoundary>
  );
}
