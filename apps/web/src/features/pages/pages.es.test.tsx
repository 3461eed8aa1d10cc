import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { changeLanguage } from '../../lib/i18n';
import { renderAt } from '../../test/render';
import * as ContentPages from './lazy-pages';
import { useLocalizedMarkdown } from './localized-markdown';

function ContentRoutes() {
  return (
    <Routes>
      <Route path={paths.terms} element={<ContentPages.TermsPage />} />
      <Route path={paths.privacy} element={<ContentPages.PrivacyPage />} />
      <Route path={paths.about} element={<ContentPages.AboutPage />} />
      <Route path={paths.help} element={<ContentPages.HelpPage onShowTour={() => {}} />} />
    </Routes>
  );
}

const h1 = () => screen.findByRole('heading', { level: 1 });

describe('content pages in Spanish', () => {
  it.each([
    ['/terms', 'Términos y condiciones'],
    ['/privacy', 'Política de privacidad'],
    ['/about', 'Acerca de Storyloom'],
    ['/help', 'Ayuda'],
  ])('%s shows the Spanish page: %s', async (path, title) => {
    await act(() => changeLanguage('es', { remember: false }));
    renderAt(<ContentRoutes />, { path });
    expect(await h1()).toHaveTextContent(title);
    expect(document.body.textContent).not.toContain('{productName}');
  });

  it("links Help's contents to its Spanish headings, and shows the tour section in Spanish", async () => {
    await act(() => changeLanguage('es', { remember: false }));
    renderAt(<ContentRoutes />, { path: '/help' });
    await h1();
    for (const link of screen
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('#'))) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(id), `#${id}`).not.toBeNull();
    }
    expect(
      screen.getByRole('button', { name: 'Enséñame otra vez el recorrido guiado' }),
    ).toBeInTheDocument();
  });
});

function Page({ loader }: { loader: () => Promise<{ default: string }> }) {
  return <p>{useLocalizedMarkdown('English text', loader)}</p>;
}

describe('useLocalizedMarkdown', () => {
  it('falls back to English when the Spanish page cannot be loaded', async () => {
    await act(() => changeLanguage('es', { remember: false }));
    const failing = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Page loader={failing} />
        </Suspense>,
      );
    });
    expect(await screen.findByText('English text')).toBeInTheDocument();
  });

  it('never loads the Spanish page in English', () => {
    let called = false;
    const loader = () => {
      called = true;
      return Promise.resolve({ default: 'Texto' });
    };
    render(<Page loader={loader} />);
    expect(screen.getByText('English text')).toBeInTheDocument();
    expect(called).toBe(false);
  });
});
