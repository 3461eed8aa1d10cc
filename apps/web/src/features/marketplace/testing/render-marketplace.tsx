import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { ApiClient } from '../../../lib/api-client';
import { ApiClientProvider } from '../../../lib/api-client-context';
import { MarketplacePage } from '../MarketplacePage';
import { ProductPage } from '../ProductPage';
import type { SignInState } from '../sign-in-state';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

export const signInPath = (returnTo: string) => `/login?returnTo=${encodeURIComponent(returnTo)}`;

/** The marketplace routes as the app wires them, on a fake API, at `path`. */
export function renderMarketplace(
  api: ApiClient,
  { path = '/marketplace', signIn = 'signedOut' }: { path?: string; signIn?: SignInState } = {},
  extra: ReactNode = null,
) {
  const result = render(
    <ApiClientProvider client={api}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/marketplace" element={<MarketplacePage signIn={signIn} />} />
          <Route
            path="/marketplace/product/:productId"
            element={<ProductPage signIn={signIn} signInPath={signInPath} />}
          />
          <Route path="/login" element={<h1>Login page</h1>} />
          <Route path="/library" element={<h1>Library page</h1>} />
        </Routes>
        {extra}
        <LocationProbe />
      </MemoryRouter>
    </ApiClientProvider>,
  );
  return { ...result, user: userEvent.setup() };
}
