import { configureStore } from '@reduxjs/toolkit';
import {
  AuthStatus,
  StoryElementType,
  WizardPhase,
  type ArtifactOf,
  type SavedStory,
} from '@storyloom/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installBookRoutes } from '../../features/book/testing/fake-book-routes';
import { trackedGenerationOf } from '../../features/wizard/generation';
import { OpenStoryPage } from '../../features/wizard/open-story';
import { StoryStartPage } from '../../features/wizard/StoryStartPage';
import { BOOK_ARTIFACT_ID, finishedArtifact } from '../../features/wizard/testing/told-story';
import { ApiClientProvider } from '../../lib/api-client-context';
import { LiveEventsProvider } from '../../lib/live-events-context';
import { switchLanguageInTest } from '../../test/i18n';
import { StoryReadyStep } from '../routes/lazy-routes';
import {
  apiError,
  createFakeLiveEvents,
  createFakeStoryApi,
  sampleBook,
} from '../../features/wizard/testing/fake-story-api';
import {
  freshWizardState,
  wizardReducer,
  type WizardState,
} from '../../features/wizard/wizard-slice';

const STORY_ID = '2026-11-20T08-00-00-000Z';

const luna = {
  id: 'luna',
  name: 'Luna',
  description: 'A brave little fox',
  type: StoryElementType.Character,
  createdDateTimeUtcEpoch: 1,
};

/** The story as the server keeps it: told once, then a song made from it. */
function savedStory(change: Partial<SavedStory> = {}): SavedStory {
  return {
    id: STORY_ID,
    currentPhase: WizardPhase.Ready,
    event: { description: 'A star falls into the forest' },
    goal: { description: 'Luna wants to take it home' },
    challenge: { description: 'The forest is dark' },
    instructions: { description: 'Cosy, for bedtime' },
    storyElements: [luna],
    options: { length: 'normal', age: 6, language: 'en' },
    title: 'Luna and the Fallen Star',
    artifactIds: ['song-1', BOOK_ARTIFACT_ID],
    createdUtcEpoch: 1,
    updatedUtcEpoch: 2,
    ...change,
  };
}

const song: ArtifactOf<'song'> = {
  ...finishedArtifact(STORY_ID),
  id: 'song-1',
  kind: 'song',
  status: 'running',
  result: null,
};

function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

function OpenStoryAtParam() {
  const { storyId = '' } = useParams();
  return (
    <OpenStoryPage storyId={storyId} mainPage={<StoryStartPage readyStep={StoryReadyStep} />} />
  );
}

interface Setup {
  stories?: SavedStory[];
  /** The draft already on this device. */
  wizard?: WizardState;
  book?: ArtifactOf<'story'>;
  /** Readies the fake server before the page first asks it anything. */
  prepare?: (fake: ReturnType<typeof createFakeStoryApi>) => void;
}

/** The library, then /story/{id} opened from it, with the wizard at /story behind both. */
function openStory(
  storyId: string,
  { stories = [savedStory()], wizard, book, prepare }: Setup = {},
) {
  const fake = createFakeStoryApi();
  prepare?.(fake);
  const saved = new Map(stories.map((story) => [story.id, story]));
  fake.on('GET', /^\/story\/get\/([^/]+)$/, (match) => {
    const story = saved.get(decodeURIComponent(match[1] ?? ''));
    if (!story) throw apiError(404, 'not_found', 'Not found');
    return story;
  });
  fake.on('GET', /^\/artifacts\/song-1$/, () => song);
  fake.seed(book ?? finishedArtifact(STORY_ID, sampleBook));
  installBookRoutes(fake);
  const store = configureStore({
    reducer: {
      wizard: wizardReducer,
      auth: () => ({ status: AuthStatus.AUTHENTICATED }),
      storyElements: () => ({ elements: [luna], isLoading: false }),
      subscription: () => ({ subscription: { creditsAvailable: 30 } }),
      systemConfiguration: () => ({ configuration: null }),
    },
    preloadedState: wizard ? { wizard } : undefined,
  });
  render(
    <Provider store={store}>
      <ApiClientProvider client={fake.api}>
        <LiveEventsProvider events={createFakeLiveEvents()}>
          <MemoryRouter initialEntries={['/library', `/story/${storyId}`]} initialIndex={1}>
            <Routes>
              <Route path="/library" element={<h1>Your library</h1>} />
              <Route path="/story" element={<StoryStartPage readyStep={StoryReadyStep} />} />
              <Route path="/story/:storyId" element={<OpenStoryAtParam />} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </LiveEventsProvider>
      </ApiClientProvider>
    </Provider>,
  );
  return { fake, store, user: userEvent.setup() };
}

/** A draft typed on this device that the server never saw. */
function unsavedDraft(): WizardState {
  const wizard = freshWizardState(new Date('2026-11-23T10:00:00Z'));
  wizard.story.event.description = 'A dragon learns to bake';
  return wizard;
}

const location = () => screen.getByTestId('location').textContent;

afterEach(() => vi.restoreAllMocks());

describe('opening a saved story', () => {
  it('says it is opening the story, then shows its book at the Ready step', async () => {
    const { store, fake } = openStory(STORY_ID);
    expect(screen.getByText('Opening your story…')).toBeInTheDocument();

    expect(
      await screen.findByRole('article', { name: 'Luna and the Fallen Star' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Luna found a map.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ready' })).toBeInTheDocument();
    // The address is the wizard's own, so a reload keeps the draft instead of reading it again.
    expect(location()).toBe('/story');
    const { story } = store.getState().wizard;
    expect(story).toMatchObject({
      id: STORY_ID,
      currentPhase: WizardPhase.Ready,
      event: { description: 'A star falls into the forest' },
      storyElements: [luna],
      options: { length: 'normal', age: 6, language: 'en' },
      title: 'Luna and the Fallen Star',
    });
    // The song is newer, but the book is the story's newest told version.
    expect(trackedGenerationOf(story.artifact)).toMatchObject({
      artifactId: BOOK_ARTIFACT_ID,
      status: 'succeeded',
    });
    expect(fake.actions()).toEqual(
      expect.arrayContaining([
        `GET /story/get/${STORY_ID}`,
        'GET /artifacts/song-1',
        `GET /artifacts/${BOOK_ARTIFACT_ID}`,
      ]),
    );
  });

  it('opens a story that was never told at the step it was left, with its words', async () => {
    const { store } = openStory(STORY_ID, {
      stories: [savedStory({ currentPhase: WizardPhase.Plot, artifactIds: [] })],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Plot' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Instructions for the storyteller' })).toHaveValue(
      'Cosy, for bedtime',
    );
    expect(store.getState().wizard.story.artifact).toBeUndefined();
    expect(location()).toBe('/story');
  });

  it('opens at the saved step when the only version did not finish', async () => {
    const failed = { ...finishedArtifact(STORY_ID), status: 'failed' as const, result: null };
    const { store } = openStory(STORY_ID, {
      stories: [savedStory({ currentPhase: WizardPhase.Ideas })],
      book: failed,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ideas' })).toBeInTheDocument();
    expect(store.getState().wizard.story.event.description).toBe('A star falls into the forest');
  });

  it('says kindly above the main page when the story does not exist, with the way back to the library', async () => {
    const { user } = openStory('2026-01-01T00-00-00-000Z');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'We couldn’t find that story' }),
    ).toBeInTheDocument();
    // The main page is still there (/story/* is open to anyone).
    expect(
      await screen.findByRole('heading', { level: 1, name: /make a story/i }),
    ).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Back to your library' });
    expect(back).toHaveAttribute('href', '/library');
    await user.click(back);
    expect(await screen.findByRole('heading', { name: 'Your library' })).toBeInTheDocument();
  });

  it('says so in Spanish when the interface is in Spanish', async () => {
    await switchLanguageInTest('es');
    openStory('2026-01-01T00-00-00-000Z');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No encontramos ese cuento' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a tu biblioteca' })).toHaveAttribute(
      'href',
      '/library',
    );
  });

  it('shows an error box when the story cannot be read, and opens it on Try again', async () => {
    const { user } = openStory(STORY_ID, {
      prepare: (fake) =>
        fake.failNext('GET', /^\/story\/get\//, apiError(503, 'busy', 'The server is busy.')),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t open that story');
    expect(screen.getByRole('link', { name: 'Back to your library' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('article', { name: 'Luna and the Fallen Star' }),
    ).toBeInTheDocument();
  });
});

describe('the draft a saved story replaces', () => {
  it('is replaced without asking when it holds nothing', async () => {
    openStory(STORY_ID, { wizard: freshWizardState() });
    await screen.findByRole('article', { name: 'Luna and the Fallen Star' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is replaced without asking when the server already holds it as it is', async () => {
    const wizard = unsavedDraft();
    const kept = savedStory({
      id: wizard.story.id,
      event: { description: 'A dragon learns to bake' },
      goal: { description: '' },
      challenge: { description: '' },
      instructions: { description: '' },
      storyElements: [],
      options: wizard.story.options,
    });
    openStory(STORY_ID, { wizard, stories: [savedStory(), kept] });
    await screen.findByRole('article', { name: 'Luna and the Fallen Star' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is saved first when the parent asks, then the story opens', async () => {
    const wizard = unsavedDraft();
    const { user, fake } = openStory(STORY_ID, { wizard });
    const dialog = await screen.findByRole('dialog', { name: 'Keep the story you were making?' });
    expect(dialog).toHaveTextContent('Opening “Luna and the Fallen Star” puts it in their place.');
    await user.click(within(dialog).getByRole('button', { name: 'Save it, then open' }));

    await screen.findByRole('article', { name: 'Luna and the Fallen Star' });
    const upsert = fake.calls.find((call) => call.path === '/story/upsert');
    expect(upsert?.body).toMatchObject({
      story: { id: wizard.story.id, event: { description: 'A dragon learns to bake' } },
    });
  });

  it('keeps the draft when the parent would rather go on with it', async () => {
    const wizard = unsavedDraft();
    const { user, store } = openStory(STORY_ID, { wizard });
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep working on my draft' }));

    await waitFor(() => expect(location()).toBe('/story'));
    expect(store.getState().wizard.story.id).toBe(wizard.story.id);
    expect(screen.getByRole('heading', { level: 2, name: 'Ideas' })).toBeInTheDocument();
  });

  it('is dropped when the parent opens the story without saving', async () => {
    const wizard = unsavedDraft();
    const { user, store, fake } = openStory(STORY_ID, { wizard });
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Open without saving' }));

    await screen.findByRole('article', { name: 'Luna and the Fallen Star' });
    expect(store.getState().wizard.story.id).toBe(STORY_ID);
    expect(fake.actions()).not.toContain('POST /story/upsert');
  });

  it('stays, with the dialog open, when saving it fails', async () => {
    const wizard = unsavedDraft();
    const { user, store, fake } = openStory(STORY_ID, { wizard });
    const dialog = await screen.findByRole('dialog');
    fake.failNext('POST', /^\/story\/upsert$/, apiError(400, 'invalid', 'That is too long.'));
    await user.click(within(dialog).getByRole('button', { name: 'Save it, then open' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That is too long.');
    expect(store.getState().wizard.story.id).toBe(wizard.story.id);
  });
});
