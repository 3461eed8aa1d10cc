import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { RuntimeConfigProvider } from '../config/RuntimeConfigProvider';
import { ErrorBoundary } from './ErrorBoundary';
import { AppRoutes } from './router';
import { Splash } from './Splash';
import type { AppStore } from './store';

interface AppProps {
  store: AppStore;
  persistor: Persistor;
}

/**
 * The provider stack. The error boundary is outermost so that even an invalid runtime
 * configuration (thrown by RuntimeConfigProvider) ends on the error page.
 */
export function App({ store, persistor }: AppProps) {
  return (
    <ErrorBoundary>
      <RuntimeConfigProvider>
        <Provider store={store}>
          <PersistGate loading={<Splash />} persistor={persistor}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </PersistGate>
        </Provider>
      </RuntimeConfigProvider>
    </ErrorBoundary>
  );
}
