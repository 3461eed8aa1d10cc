import { STORY_GENERATION_EVENT, WizardPhase, type ArtifactOf } from '@storyloom/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, sampleBook } from '../../features/wizard/testing/fake-story-api';
import { freshWizardState } from '../../features/wizard/wizard-slice';
import { readyStepLoaded, renderStoryPage, type WizardSetup } from './testing/render-story-page';

async function atReady(setup: WizardSetup = {}) {
  const wizard = freshWizardState();
  wizard.story.currentPhase = WizardPhase.Ready;
  wizard.story.event.description = 'A star falls into the forest';
  const rendered = renderStoryPage({ wizard, ...setup });
  await readyStepLoaded();
  return rendered;
}

type Rendered = Awaited<ReturnType<typeof atReady>>;

/** The server moves the generation along and tells the page, as the worker does. */
function serverProgress({ fake, live }: Rendered, change: Partial<ArtifactOf<'story'>>) {
  const artifact = fake.advance(change);
  live.emit(STORY_GENERATION_EVENT, {
    artifactId: artifact.id,
    storyId: artifact.storyId,
    processTrackingId: artifact.processTrackingId,
    status: artifact.status,
    progress: artifact.progress,
    error: artifact.error,
  });
}

describe('story wizard: Ready', () => {
  it('shows a summary and the cost before generating', async () => {
    await atReady();
    expect(screen.getByText('A star falls into the forest')).toBeInTheDocument();
    // The words (10) and a picture (1) for each of 6 to 12 pages.
    expect(
      screen.getByText(
        'This story uses 16 to 22 credits: the more pages, the more pictures. You have 30.',
      ),
    ).toBeInTheDocument();
  });

  it('generates: saves the draft, shows live progress, then the story as a book', async () => {
    const user = userEvent.setup();
    const rendered = await atReady();
    const { fake, store } = rendered;
    await user.click(screen.getByRole('button', { name: 'Generate the story' }));

    const bar = await screen.findByRole('progressbar', { name: 'Story progress' });
    expect(fake.actions().slice(0, 2)).toEqual(['POST /story/upsert', 'POST /artifacts/generate']);
    const saved = fake.calls[0]?.body as { story: Record<string, unknown> };
    expect(saved.story).toMatchObject({
      id: store.getState().wizard.story.id,
      event: { description: 'A star falls into the forest' },
      options: { length: 'normal', age: 5, language: 'en' },
    });
    expect(fake.calls[1]?.body).toMatchObject({
      Artifact: { storyId: store.getState().wizard.story.id, kind: 'story' },
      Regenerate: false,
      UseFastModel: false,
    });

    serverProgress(rendered, { status: 'running', progress: { stage: 'writing', percent: 40 } });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText(/Writing the pages/)).toBeInTheDocument();

    serverProgress(rendered, {
      status: 'succeeded',
      progress: { stage: 'finishing', percent: 100 },
      result: sampleBook,
    });
    expect(
      await screen.findByRole('heading', { name: 'Luna and the Fallen Star' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Luna found a map.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('The forest was dark.')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    // The generation is remembered with the draft, so a reload shows the book again.
    expect(store.getState().wizard.story.artifact).toMatchObject({ status: 'succeeded' });
  });

  it('asks for a new version only when one is wanted', async () => {
    const user = userEvent.setup();
    const rendered = await atReady();
    await user.click(screen.getByRole('button', { name: 'Generate the story' }));
    await screen.findByRole('progressbar');
    serverProgress(rendered, {
      status: 'succeeded',
      progress: { stage: 'finishing', percent: 100 },
      result: sampleBook,
    });
    await user.click(await screen.findByRole('button', { name: 'Write a new version' }));
    await waitFor(() =>
      expect(rendered.fake.calls.filter((c) => c.path === '/artifacts/generate')).toHaveLength(2),
    );
    const generateCalls = rendered.fake.calls.filter((c) => c.path === '/artifacts/generate');
    expect(generateCalls[1]?.body).toMatchObject({ Regenerate: true });
  });

  it('cancels: says so in the spec’s words and that the credits came back', async () => {
    const user = userEvent.setup();
    const rendered = await atReady();
    await user.click(screen.getByRole('button', { name: 'Generate the story' }));
    await screen.findByRole('progressbar');
    serverProgress(rendered, { status: 'running', progress: { stage: 'planning', percent: 10 } });
    expect(rendered.fake.balance()).toBe(20);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Generation was cancelled by the user')).toBeInTheDocument();
    expect(screen.getByText(/Your credits were returned/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(rendered.fake.actions()).toContain(
      `POST /artifacts/${rendered.fake.artifact().id}/cancel`,
    );
    expect(rendered.fake.balance()).toBe(30);
    // The draft is untouched, ready to try again.
    expect(screen.getByRole('button', { name: 'Generate the story' })).toBeEnabled();
    expect(screen.getByText('A star falls into the forest')).toBeInTheDocument();
  });

  it('says kindly when the server finds too few credits, with the plans one click away', async () => {
    const user = userEvent.setup();
    const onSeePlans = vi.fn();
    await atReady({ credits: 30, serverCredits: 4, onSeePlans });
    await user.click(screen.getByRole('button', { name: 'Generate the story' }));
    expect(await screen.findByText(/You need a few more credits/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See Pricing & Plans' }));
    expect(onSeePlans).toHaveBeenCalledOnce();
  });

  it('tells before generating when the balance is too low', async () => {
    await atReady({ credits: 4 });
    expect(
      screen.getByText(
        'This story uses 16 to 22 credits: the more pages, the more pictures. You have 4.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/You need a few more credits/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate the story' })).toBeDisabled();
  });

  it('shows a failed start with a retry, keeping the draft', async () => {
    const user = userEvent.setup();
    const { fake } = await atReady();
    fake.failNext(
      'POST',
      /artifacts\/generate/,
      apiError(503, 'unavailable', 'We could not reach the story engine.'),
    );
    await user.click(screen.getByRole('button', { name: 'Generate the story' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the story engine.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  });

  it('shows a failed generation with the reason and a retry', async () => {
    const user = userEvent.setup();
    const rendered = await atReady();
    await user.click(screen.getByRole('button', { name: 'Generate the story' }));
    await screen.findByRole('progressbar');
    serverProgress(rendered, { status: 'failed', error: 'The storyteller lost the thread.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The storyteller lost the thread.');
    expect(screen.getByRole('alert')).toHaveTextContent('Your credits were returned.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in and back, with the draft intact', async () => {
    const user = userEvent.setup();
    const { store, fake } = await atReady({ signedIn: false });
    expect(
      screen.getByText('This story uses 16 to 22 credits: the more pages, the more pictures.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in to generate' }));
    expect(screen.getByTestId('location').textContent).toBe('/login?returnTo=%2Fstory');
    expect(store.getState().wizard.story.event.description).toBe('A star falls into the forest');
    expect(fake.calls).toHaveLength(0);
  });
});

describe('story wizard: a finished story', () => {
  it('reopens the book from the saved draft, and starts a new story on request', async () => {
    const user = userEvent.setup();
    const wizard = freshWizardState();
    wizard.story.currentPhase = WizardPhase.Ready;
    wizard.story.artifact = {
      artifactId: 'a1',
      processTrackingId: 'p1',
      status: 'succeeded',
      progress: { stage: 'finishing', percent: 100 },
      result: sampleBook,
      error: null,
    };
    const { store, fake } = renderStoryPage({ wizard });
    expect(screen.getByRole('heading', { name: 'Luna and the Fallen Star' })).toBeInTheDocument();
    // Reopening reads (the works made from it) but never writes or generates again.
    expect(fake.calls.filter((call) => call.method !== 'GET')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Start a new story' }));
    expect(store.getState().wizard.story.artifact).toBeUndefined();
    expect(store.getState().wizard.story.currentPhase).toBe(WizardPhase.Ideas);
    expect(screen.getByLabelText('What happens')).toHaveValue('');
  });
});
