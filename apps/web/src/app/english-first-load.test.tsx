import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { createFakeAuthGateway } from '../test/fake-auth-gateway';
import { renderWithServices } from '../test/render';
import { Footer } from './Footer';
import { TopBar } from './top-bar/TopBar';

// Its own file: the i18n instance is per test file, so no other test has loaded Spanish here.
describe('the English first load', () => {
  it('renders the shell in English without loading any Spanish texts', async () => {
    renderWithServices(
      <Routes>
        <Route
          path="*"
          element={
            <>
              <TopBar />
              <Footer withLanguageSwitch />
            </>
          }
        />
      </Routes>,
      { path: '/story', gateway: createFakeAuthGateway({ signedInAs: null }) },
    );
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Help' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');

    const namespaces = Object.keys(i18n.store.data['en'] ?? {});
    expect(namespaces).toEqual(
      expect.arrayContaining(['shell', 'pages', 'marketNav', 'subscription']),
    );
    expect(i18n.store.data['es']).toBeUndefined();
  });
});
