import { StoryElementType, type SharedContent } from '@storyloom/contracts';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RuntimeConfigProvider } from '../../config/RuntimeConfigProvider';
import { DEFAULT_RUNTIME_CONFIG } from '../../config/runtime-config';
import { ApiRequestError, type ApiClient } from '../../lib/api-client';
import { ApiClientProvider } from '../../lib/api-client-context';
import { switchLanguageInTest } from '../../test/i18n';
import { SharedViewPage } from './SharedViewPage';
import { ViewNotFound } from './ViewNotFound';

const bag: SharedContent = {
  kind: 'storyElement',
  shortCode: 'SHARE1234',
  element: {
    id: 'b',
    name: 'Bedtime bag',
    description: '',
    type: StoryElementType.Bag,
    image: null,
  },
  members: [
    { id: 'l', name: 'Luna', description: '', type: StoryElementType.Character, image: null },
  ],
};

function renderShared(answer: () => unknown) {
  const publicRequest = async () => {
    const result = answer();
    if (result instanceof Error) throw result;
    return result;
  };
  const api = { publicRequest } as unknown as ApiClient;
  render(
    <RuntimeConfigProvider value={{ ...DEFAULT_RUNTIME_CONFIG }}>
      <ApiClientProvider client={api}>
        <MemoryRouter initialEntries={['/view/SHARE1234']}>
          <Routes>
            <Route path="/view/:code" element={<SharedViewPage />} />
          </Routes>
        </MemoryRouter>
      </ApiClientProvider>
    </RuntimeConfigProvider>,
  );
}

describe('the /view pages in Spanish', () => {
  it('shows a shared bag with Spanish headings and links', async () => {
    await switchLanguageInTest('es');
    renderShared(() => bag);
    expect(screen.getByText('Abriendo lo que han compartido contigo…')).toBeInTheDocument();
    expect(await screen.findByText('Compartido contigo · Bolsa')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dentro de esta bolsa (1)' })).toBeInTheDocument();
    const inside = screen.getByRole('list', { name: 'Dentro de esta bolsa' });
    expect(within(inside).getByText('Personaje')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crea tu propio cuento con Storyloom' })).toBeVisible();
  });

  it('says in Spanish that the server could not answer, catalogue text included', async () => {
    await switchLanguageInTest('es');
    renderShared(() => new ApiRequestError('API request failed: Service Unavailable', 503, null));
    expect(
      await screen.findByRole('heading', { name: 'No pudimos abrir este enlace' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'La solicitud a la API falló: Service Unavailable Vuelve a intentarlo dentro de un momento, por favor.',
      ),
    ).toBeInTheDocument();
  });

  it('says kindly in Spanish that a link opens nothing', async () => {
    await switchLanguageInTest('es');
    render(
      <MemoryRouter>
        <ViewNotFound signInPath="/login?returnTo=%2Fview%2Fabc" />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { name: 'Este enlace ya no se comparte' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicia sesión para leer tu cuento' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/story');
  });
});
