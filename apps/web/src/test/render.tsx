import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { RuntimeConfigProvider } from '../config/RuntimeConfigProvider';
import { runtimeConfigSchema, type RuntimeConfig } from '../config/runtime-config';

export function testConfig(overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return { ...runtimeConfigSchema.parse({}), ...overrides };
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

interface RenderAtOptions {
  path?: string;
  config?: RuntimeConfig;
}

/** Renders UI inside the runtime-config provider and an in-memory router at `path`. */
export function renderAt(
  ui: ReactNode,
  { path = '/', config = testConfig() }: RenderAtOptions = {},
) {
  return render(
    <RuntimeConfigProvider value={config}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </RuntimeConfigProvider>,
  );
}
