import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n, LANGUAGE_STORAGE_KEY } from './index';
import { defineTranslations } from './use-translations';

const english = {
  greeting: 'Hello, {{name}}!',
  stars_one: '{{count}} star',
  stars_other: '{{count}} stars',
};
const spanish = {
  greeting: '¡Hola, {{name}}!',
  stars_one: '{{count}} estrella',
  stars_other: '{{count}} estrellas',
};

function Greeting({ useT }: { useT: ReturnType<typeof defineTranslations> }) {
  const { t } = useT();
  return (
    <p>
      {t('greeting', { name: 'Ada' })} {t('stars', { count: 3 })}
    </p>
  );
}

describe('interface languages', () => {
  it('renders English without ever calling a Spanish loader', () => {
    const loadSpanish = vi.fn(async () => spanish);
    const useT = defineTranslations('test-english-only', english, { es: loadSpanish });
    render(<Greeting useT={useT} />);
    expect(screen.getByText('Hello, Ada! 3 stars')).toBeInTheDocument();
    expect(loadSpanish).not.toHaveBeenCalled();
    expect(document.documentElement.lang).toBe('en');
  });

  it('loads Spanish on demand, once, then switches every text and <html lang>', async () => {
    const loadSpanish = vi.fn(async () => spanish);
    const useT = defineTranslations('test-switch', english, { es: loadSpanish });
    render(<Greeting useT={useT} />);

    await act(() => changeLanguage('es'));
    expect(screen.getByText('¡Hola, Ada! 3 estrellas')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');

    await act(() => changeLanguage('en'));
    await act(() => changeLanguage('es'));
    expect(loadSpanish).toHaveBeenCalledTimes(1);
  });

  it("waits in Suspense for a lazy chunk's Spanish instead of flashing English", async () => {
    await act(() => changeLanguage('es', { remember: false }));
    let arrive: (messages: typeof spanish) => void = () => undefined;
    const loadSpanish = vi.fn(() => new Promise<typeof spanish>((resolve) => (arrive = resolve)));
    // Registered after the switch, as a lazily loaded feature would be.
    const useT = defineTranslations('test-lazy', english, { es: loadSpanish });
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <Greeting useT={useT} />
        </Suspense>,
      );
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(screen.queryByText(/Hello/)).not.toBeInTheDocument();
    await act(async () => arrive(spanish));
    expect(await screen.findByText('¡Hola, Ada! 3 estrellas')).toBeInTheDocument();
  });

  it('shows English when a Spanish bundle cannot be loaded', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const useT = defineTranslations('test-broken', english, {
      es: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
    });
    await act(() => changeLanguage('es', { remember: false }));
    render(<Greeting useT={useT} />);
    expect(screen.getByText('Hello, Ada! 3 stars')).toBeInTheDocument();
    expect(i18n.language).toBe('es');
    consoleError.mockRestore();
  });

  it('lets the latest choice win when two switches overlap', async () => {
    let arrive: (messages: typeof spanish) => void = () => undefined;
    const useT = defineTranslations('test-overlap', english, {
      es: () => new Promise<typeof spanish>((resolve) => (arrive = resolve)),
    });
    render(<Greeting useT={useT} />);
    let toSpanish: Promise<void> = Promise.resolve();
    act(() => {
      toSpanish = changeLanguage('es', { remember: false });
    });
    await act(() => changeLanguage('en', { remember: false }));
    await act(async () => {
      arrive(spanish);
      await toSpanish;
    });
    expect(i18n.language).toBe('en');
    expect(screen.getByText('Hello, Ada! 3 stars')).toBeInTheDocument();
  });
});
