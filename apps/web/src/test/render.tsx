import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { AppServices } from '../app/AppServices';
import { createAppStore, type AppStore } from '../app/store';
import { RuntimeConfigProvider } from '../config/RuntimeConfigProvider';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '../config/runtime-config';
import type { AuthGateway } from '../features/auth/auth-gateway';
import { createFakeAuthGateway } from './fake-auth-gateway';

export function testConfig(overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return { ...{ ...DEFAULT_RUNTIME_CONFIG }, ...overrides };
}

/** Prints where the router is and how it got there (a redirect must REPLACE, not PUSH). */
function LocationProbe() {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  return (
    <output data-testid="location" data-navigation-type={navigationType}>
      {pathname + search}
    </output>
  );
}

/** A history entry for `path` (which may carry ?query and #hash) with the given state. */
function entryOf(path: string, state: unknown) {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state };
}

interface RenderAtOptions {
  path?: string;
  /** History state of the first entry, as a page that navigated here would leave it. */
  state?: unknown;
  config?: RuntimeConfig;
}

/** Renders UI inside the runtime-config provider and an in-memory router at `path`. */
export function renderAt(
  ui: ReactNode,
  { path = '/', state, config = testConfig() }: RenderAtOptions = {},
) {
  return render(
    <RuntimeConfigProvider value={config}>
      <MemoryRouter initialEntries={[entryOf(path, state)]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </RuntimeConfigProvider>,
  );
}

interface RenderWithServicesOptions extends RenderAtOptions {
  gateway?: AuthGateway;
  store?: AppStore;
}

/**
 * Like renderAt, plus a fresh store and the app's services (auth session and API client) on a
 * fake identity server. The session reads the fake's state at mount, as the app does at load.
 */
export function renderWithServices(
  ui: ReactNode,
  {
    path = '/',
    state,
    config = testConfig(),
    gateway = createFakeAuthGateway(),
    store = createAppStore().store,
  }: RenderWithServicesOptions = {},
) {
  const result = render(
    <RuntimeConfigProvider value={config}>
      <Provider store={store}>
        <AppServices authGateway={gateway}>
          <MemoryRouter initialEntries={[entryOf(path, state)]}>
            {ui}
            <LocationProbe />
          </MemoryRouter>
        </AppServices>
      </Provider>
    </RuntimeConfigProvider>,
  );
  return { ...result, store, gateway };
}
