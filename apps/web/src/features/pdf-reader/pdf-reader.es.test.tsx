import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiClientProvider } from '../../lib/api-client-context';
import { switchLanguageInTest } from '../../test/i18n';
import { PdfLoaderProvider } from './pdf-document';
import { PdfReaderPage } from './PdfReaderPage';
import { artifact, createFakePdfLoader, createFakeReaderApi } from './testing/fake-pdf';

describe('the PDF reader in Spanish', () => {
  it('labels its toolbar, pages and buttons in Spanish', async () => {
    await switchLanguageInTest('es');
    const fake = createFakeReaderApi({ artifacts: [artifact('a-1')] });
    render(
      <ApiClientProvider client={fake.api}>
        <PdfLoaderProvider value={createFakePdfLoader().load}>
          <MemoryRouter>
            <PdfReaderPage id="a-1" renderNotFound={() => null} />
          </MemoryRouter>
        </PdfLoaderProvider>
      </ApiClientProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Buscando tu libro…');

    const toolbar = await screen.findByRole('toolbar', { name: 'Controles del lector' });
    expect(within(toolbar).getByText('Página 1 de 3')).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Ajustar al ancho' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Descargar' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Página 2' })).toBeInTheDocument();

    await userEvent
      .setup()
      .click(within(toolbar).getByRole('button', { name: 'Página siguiente' }));
    expect(within(toolbar).getByText('Página 2 de 3')).toBeInTheDocument();
  });

  it('says in Spanish that a book is not finished yet', async () => {
    await switchLanguageInTest('es');
    const fake = createFakeReaderApi({
      artifacts: [artifact('a-2', { status: 'running', result: null })],
    });
    render(
      <ApiClientProvider client={fake.api}>
        <MemoryRouter>
          <PdfReaderPage id="a-2" renderNotFound={() => null} />
        </MemoryRouter>
      </ApiClientProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Este libro todavía no está terminado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a tu cuento' })).toHaveAttribute(
      'href',
      '/story',
    );
  });
});
