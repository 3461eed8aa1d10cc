import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PreferencesSettings } from '../features/settings/PreferencesSettings';
import { SettingsApiProvider } from '../features/settings/settings-api-context';
import { createFakeSettingsApi } from '../features/settings/testing/fake-settings-api';
import { changeLanguage, LANGUAGE_STORAGE_KEY } from '../lib/i18n';
import { createFakeAuthGateway } from '../test/fake-auth-gateway';
import { renderWithServices } from '../test/render';
import { Footer } from './Footer';
import { LanguageFromAccount } from './LanguageFromAccount';
import { TopBar } from './top-bar/TopBar';

function renderShell({ signedIn, page }: { signedIn: boolean; page?: ReactNode }) {
  const result = renderWithServices(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <TopBar />
            {page}
            <Footer withLanguageSwitch={!signedIn} />
          </>
        }
      />
    </Routes>,
    { path: '/settings', gateway: createFakeAuthGateway({ signedInAs: signedIn ? {} : null }) },
  );
  return { ...result, user: userEvent.setup() };
}

describe('interface language', () => {
  it('lets a visitor switch the shell to Spanish from the footer, and remembers it', async () => {
    const { user } = renderShell({ signedIn: false });
    await screen.findByRole('link', { name: 'Sign in' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Español');

    expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
    const footer = within(screen.getByRole('navigation', { name: 'Pie de página' }));
    expect(footer.getByRole('link', { name: 'Acerca de' })).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Política de privacidad' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ayuda' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mercado' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
  });

  it('switches the top bar and menu at once when Spanish is saved in Settings', async () => {
    const api = createFakeSettingsApi({
      configuration: { preferredLanguage: 'en', phoneNumberSlots: [] },
    });
    const { user } = renderShell({
      signedIn: true,
      page: (
        <SettingsApiProvider api={api}>
          <PreferencesSettings />
        </SettingsApiProvider>
      ),
    });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Preferred language' }),
      'Spanish',
    );
    await user.click(screen.getByRole('button', { name: 'Save language' }));

    expect(api.setPreferredLanguage).toHaveBeenCalledWith('es');
    const menuButton = await screen.findByRole('button', { name: 'Menú de la cuenta' });
    await user.click(menuButton);
    const menu = within(screen.getByRole('menu', { name: 'Cuenta' }));
    expect(menu.getByRole('menuitem', { name: 'Ajustes' })).toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: 'Biblioteca' })).toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeInTheDocument();
    // The settings card speaks Spanish too, and no language switch shows for the signed in.
    expect(screen.getByRole('region', { name: 'Idioma' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Idioma' })).not.toBeInTheDocument();
  });
});

describe('LanguageFromAccount', () => {
  it("applies the signed-in account's preferred language once it is known", async () => {
    const api = createFakeSettingsApi({
      configuration: { preferredLanguage: 'es', phoneNumberSlots: [] },
    });
    renderShell({ signedIn: true, page: <LanguageFromAccount api={api} /> });
    expect(await screen.findByRole('button', { name: 'Menú de la cuenta' })).toBeInTheDocument();
    expect(api.getConfiguration).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
  });

  it("keeps this device's language when the account has none", async () => {
    await act(() => changeLanguage('es', { remember: false }));
    const api = createFakeSettingsApi();
    renderShell({ signedIn: true, page: <LanguageFromAccount api={api} /> });
    await waitFor(() => expect(api.getConfiguration).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'Menú de la cuenta' })).toBeInTheDocument();
  });

  it('asks nothing while signed out', async () => {
    const api = createFakeSettingsApi();
    renderShell({ signedIn: false, page: <LanguageFromAccount api={api} /> });
    await screen.findByRole('link', { name: 'Sign in' });
    expect(api.getConfiguration).not.toHaveBeenCalled();
  });
});
