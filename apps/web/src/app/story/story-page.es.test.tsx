import { WizardPhase } from '@storyloom/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { switchLanguageInTest } from '../../test/i18n';
import { installBookRoutes } from '../../features/book/testing/fake-book-routes';
import { trackedGenerationOf } from '../../features/wizard/generation';
import { finishedArtifact, wizardWithBook } from '../../features/wizard/testing/told-story';
import { freshWizardState } from '../../features/wizard/wizard-slice';
import { readyStepLoaded, renderStoryPage, type WizardSetup } from './testing/render-story-page';

async function atReady(setup: WizardSetup = {}) {
  const wizard = freshWizardState();
  wizard.story.currentPhase = WizardPhase.Ready;
  const rendered = renderStoryPage({ ...setup, wizard });
  await readyStepLoaded('Cargando…');
  return rendered;
}

describe('the story wizard in Spanish', () => {
  it('names the steps and the Generate button in Spanish', async () => {
    await switchLanguageInTest('es');
    await atReady({ creditsPerStory: 1, creditsPerImage: 0, credits: 5 });

    const steps = screen.getByRole('list', { name: 'Pasos del cuento' });
    expect(
      within(steps)
        .getAllByRole('button')
        .map((step) => step.textContent),
    ).toEqual(['1Ideas', '2Trama', '3Listo']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Inventemos un cuento juntos',
    );
    expect(screen.getByRole('button', { name: 'Crear el cuento' })).toBeEnabled();
    expect(screen.getByText('Este cuento usa 1 crédito. Tienes 5.')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Volver a Trama' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Trama' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente: Listo' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Extensión' })).toBeInTheDocument();
  });

  it('tells the cost of a story whose pages are not known yet, with plurals', async () => {
    await switchLanguageInTest('es');
    await atReady({ creditsPerStory: 10, creditsPerImage: 1, credits: 30 });
    expect(
      screen.getByText(
        'Este cuento usa de 16 a 22 créditos: cuantas más páginas, más dibujos. Tienes 30.',
      ),
    ).toBeInTheDocument();
  });

  it('asks a visitor to sign in before generating, in Spanish', async () => {
    await switchLanguageInTest('es');
    await atReady({ signedIn: false });
    expect(screen.getByRole('button', { name: 'Inicia sesión para crearlo' })).toBeInTheDocument();
  });
});

describe('the story book in Spanish', () => {
  it('turns its pages with Anterior and Siguiente', async () => {
    await switchLanguageInTest('es');
    const wizard = wizardWithBook();
    renderStoryPage({
      wizard,
      prepareApi(fake) {
        const told = trackedGenerationOf(wizard.story.artifact)?.result ?? undefined;
        fake.seed(finishedArtifact(wizard.story.id, told));
        installBookRoutes(fake);
      },
    });
    const user = userEvent.setup();
    const pages = screen.getByRole('navigation', { name: 'Páginas' });
    expect(within(pages).getByText('Página 1 de 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Siguiente' }));
    expect(within(pages).getByText('Página 2 de 3')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Página 2 de 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar la página' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeInTheDocument();
  });
});
