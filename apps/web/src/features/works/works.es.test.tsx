import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { switchLanguageInTest } from '../../test/i18n';
import { workArtifact } from './testing/fake-works-api';
import { renderWorks } from './testing/render-works';

describe('more from this story, in Spanish', () => {
  it('names the section, the works and their costs in Spanish', async () => {
    await switchLanguageInTest('es');
    renderWorks({ credits: 12, creditsPerImage: 1, creditsPerSong: 5, creditsPerAudioBook: 1 });
    expect(await screen.findByRole('heading', { name: 'Más de este cuento' })).toBeInTheDocument();
    const coloring = await screen.findByRole('region', { name: 'Libro para colorear' });
    expect(within(coloring).getByText('Usa 3 créditos. Tienes 12.')).toBeInTheDocument();
    expect(within(coloring).getByRole('radio', { name: 'Carta' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Audiolibro' })).getByText(
        'Usa 1 crédito. Tienes 12.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hacer la canción' })).toBeEnabled();
    expect(await screen.findByRole('group', { name: '¿Quién lo lee?' })).toBeInTheDocument();
  });

  it('labels a finished song’s player and downloads in Spanish', async () => {
    await switchLanguageInTest('es');
    renderWorks({ saved: [workArtifact('song', 'song-1')] });
    const song = await screen.findByRole('region', { name: 'Canción' });
    expect(within(song).getByRole('button', { name: 'Reproducir' })).toBeInTheDocument();
    expect(within(song).getByText('Estribillo')).toBeInTheDocument();
    expect(
      within(song).getByRole('button', { name: 'Descargar la canción (MP3)' }),
    ).toBeInTheDocument();
    expect(
      within(song).getByRole('button', { name: 'Hacer otra vez la canción' }),
    ).toBeInTheDocument();
  });
});
