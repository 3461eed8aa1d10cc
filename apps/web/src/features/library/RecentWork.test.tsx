import { configureStore } from '@reduxjs/toolkit';
import { StoryElementType, type RecentStory, type StoryElement } from '@storyloom/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientProvider } from '../../lib/api-client-context';
import { LiveEventsProvider } from '../../lib/live-events-context';
import { switchLanguageInTest } from '../../test/i18n';
import { LibraryPage } from './LibraryPage';
import { writtenWhen } from './recent-work';
import { storyElementsReducer } from './story-elements-slice';
import { apiError, createFakeLibraryApi, createFakeLiveEvents } from './testing/fake-library-api';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const MINUTE = 60_000;

const luna: StoryElement = {
  id: 'luna',
  name: 'Luna',
  description: 'A brave little fox',
  type: StoryElementType.Character,
  createdDateTimeUtcEpoch: 1000,
};
const moonTrip: RecentStory = {
  id: 's3',
  title: 'The Moon Trip',
  updatedUtcEpoch: NOW - 5 * MINUTE,
  elementNames: ['Luna', 'Whispering Forest'],
  latestArtifact: { id: 'a5', status: 'running', kind: 'song' },
  works: [
    { id: 'a3', status: 'succeeded', kind: 'story' },
    { id: 'a4', status: 'succeeded', kind: 'coloring-book' },
    { id: 'a5', status: 'running', kind: 'song' },
    { id: 'a6', status: 'cancelled', kind: 'audiobook' },
  ],
};
const untitled: RecentStory = {
  id: 's2',
  title: null,
  updatedUtcEpoch: NOW - 3 * 60 * MINUTE,
  elementNames: [],
  latestArtifact: { id: 'a2', status: 'running', kind: 'story' },
  works: [{ id: 'a2', status: 'running', kind: 'story' }],
};
const lostButton: RecentStory = {
  id: 's1',
  title: 'The Lost Button',
  updatedUtcEpoch: Date.parse('2026-10-03T09:00:00Z'),
  elementNames: ['Pip'],
  latestArtifact: { id: 'a1', status: 'failed', kind: 'story' },
  works: [{ id: 'a1', status: 'failed', kind: 'story' }],
};

function renderLibrary(
  stories: RecentStory[],
  prepare: (fake: ReturnType<typeof createFakeLibraryApi>) => void = () => undefined,
) {
  const fake = createFakeLibraryApi({ elements: [luna], stories });
  prepare(fake);
  const store = configureStore({
    reducer: {
      storyElements: storyElementsReducer,
      subscription: () => ({ subscription: { bagOfIdeasSize: 3 } }),
    },
  });
  render(
    <Provider store={store}>
      <ApiClientProvider client={fake.api}>
        <LiveEventsProvider events={createFakeLiveEvents()}>
          <MemoryRouter>
            <LibraryPage />
          </MemoryRouter>
        </LiveEventsProvider>
      </ApiClientProvider>
    </Provider>,
  );
  return { ...fake, user: userEvent.setup() };
}

async function openRecentWork(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('article', { name: 'Luna' });
  const options = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
  expect(options).toEqual(['All', 'Characters', 'Places', 'Bags', 'Notes', 'Recent Work']);
  await user.click(screen.getByRole('radio', { name: 'Recent Work' }));
}

afterEach(() => vi.restoreAllMocks());

describe('Recent Work in the library', () => {
  it('shows a card per recent story instead of the elements, with title, ideas, date and works', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(NOW);
    const { user, actions } = renderLibrary([moonTrip, untitled, lostButton]);
    await openRecentWork(user);

    const grid = await screen.findByRole('list', { name: 'Recent Work' });
    expect(
      within(grid)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['The Moon Trip', 'Untitled story', 'The Lost Button']);
    expect(screen.queryByRole('article', { name: 'Luna' })).not.toBeInTheDocument();

    const moon = screen.getByRole('article', { name: 'The Moon Trip' });
    expect(within(moon).getByText('With Luna, Whispering Forest')).toBeInTheDocument();
    expect(within(moon).getByText('Written 5 minutes ago')).toBeInTheDocument();
    const draft = screen.getByRole('article', { name: 'Untitled story' });
    expect(within(draft).getByText('Written 3 hours ago')).toBeInTheDocument();
    const button = screen.getByRole('article', { name: 'The Lost Button' });
    expect(within(button).getByText('Written 3 Oct 2026')).toBeInTheDocument();
    // Links, not buttons: a story opens like any page (new tab, back and forward).
    expect(within(grid).queryByRole('button')).not.toBeInTheDocument();
    expect(actions()).toContain('GET /story/list');
  });

  it('links each card, by its title, to the story it opens', async () => {
    const { user } = renderLibrary([moonTrip, untitled]);
    await openRecentWork(user);
    const moon = await screen.findByRole('article', { name: 'The Moon Trip' });
    const links = within(moon).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('The Moon Trip');
    expect(links[0]).toHaveAttribute('href', '/story/s3');
    expect(
      within(screen.getByRole('article', { name: 'Untitled story' })).getByRole('link', {
        name: 'Untitled story',
      }),
    ).toHaveAttribute('href', '/story/s2');
  });

  it('lists what was made from each story, saying which are still being made', async () => {
    const { user } = renderLibrary([moonTrip, untitled, lostButton]);
    await openRecentWork(user);
    const badges = (title: string) =>
      within(
        within(screen.getByRole('article', { name: title })).getByRole('list', {
          name: 'Made from this story',
        }),
      )
        .getAllByRole('listitem')
        .map((item) => item.textContent);

    await screen.findByRole('article', { name: 'The Moon Trip' });
    // The cancelled audiobook was the parent's own choice: no badge for it.
    expect(badges('The Moon Trip')).toEqual(['Story', 'Coloring book', 'Song · being made']);
    expect(badges('Untitled story')).toEqual(['Story · being made']);
    expect(badges('The Lost Button')).toEqual(['Story · didn’t finish']);
  });

  it('shows no works list for a story nothing was made from yet', async () => {
    const { user } = renderLibrary([
      { ...untitled, title: 'A Quiet Night', latestArtifact: null, works: [] },
    ]);
    await openRecentWork(user);
    const card = await screen.findByRole('article', { name: 'A Quiet Night' });
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
  });

  it('narrows the stories by title, and back to the elements with another filter', async () => {
    const { user } = renderLibrary([moonTrip, untitled, lostButton]);
    await openRecentWork(user);
    await screen.findByRole('list', { name: 'Recent Work' });

    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'button');
    expect(screen.getByRole('article', { name: 'The Lost Button' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'The Moon Trip' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search by title' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'dragon');
    expect(screen.getByText('Nothing here matches “dragon”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);

    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(screen.getByRole('article', { name: 'Luna' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recent Work' })).not.toBeInTheDocument();
  });

  it('invites the first story when there are none, linking to the ideas step', async () => {
    const { user } = renderLibrary([]);
    await openRecentWork(user);
    expect(
      await screen.findByText('No stories yet. Your stories will show here once you write one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new story' })).toHaveAttribute(
      'href',
      '/Ideas',
    );
  });

  it('says when the stories could not be read, and tries again', async () => {
    const { user } = renderLibrary([moonTrip], (fake) =>
      fake.failNext('GET', /^\/story\/list/, apiError(500, 'internal', 'The database is asleep.')),
    );
    await openRecentWork(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The database is asleep.');
    expect(alert).not.toHaveTextContent('[EC_GEN]');
    expect(screen.queryByText(/No stories yet/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'The Moon Trip' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Recent Work holds what was written', () => {
  it('leaves out untitled drafts whose generation was cancelled or refused, keeping the rest', async () => {
    const cancelled: RecentStory = {
      id: 's4',
      title: null,
      updatedUtcEpoch: NOW - MINUTE,
      elementNames: ['Pip'],
      latestArtifact: { id: 'a7', status: 'cancelled', kind: 'story' },
      works: [{ id: 'a7', status: 'cancelled', kind: 'story' }],
    };
    const empty: RecentStory = {
      ...cancelled,
      id: 's5',
      elementNames: [],
      latestArtifact: null,
      works: [],
    };
    const { user } = renderLibrary([cancelled, empty, moonTrip, untitled, lostButton]);
    await openRecentWork(user);
    const grid = await screen.findByRole('list', { name: 'Recent Work' });
    const cards = within(grid).getAllByRole('article');
    // Told, on its way (being written now), or named by the parent: shown. Nothing at all: not.
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'The Moon Trip',
      'Untitled story',
      'The Lost Button',
    ]);
  });

  it('says there are no stories yet when every entry held nothing', async () => {
    const refused: RecentStory = {
      id: 's6',
      title: null,
      updatedUtcEpoch: NOW - MINUTE,
      elementNames: [],
      latestArtifact: { id: 'a8', status: 'failed', kind: 'story' },
      works: [{ id: 'a8', status: 'failed', kind: 'story' }],
    };
    const { user } = renderLibrary([refused]);
    await openRecentWork(user);
    expect(await screen.findByText(/No stories yet/)).toBeInTheDocument();
  });
});

describe('Recent Work in Spanish', () => {
  it('names the link and the works in Spanish', async () => {
    await switchLanguageInTest('es');
    const { user } = renderLibrary([moonTrip, untitled]);
    await screen.findByRole('article', { name: 'Luna' });
    await user.click(screen.getByRole('radio', { name: 'Trabajo reciente' }));

    const untitledCard = await screen.findByRole('article', { name: 'Cuento sin título' });
    expect(within(untitledCard).getByRole('link', { name: 'Cuento sin título' })).toHaveAttribute(
      'href',
      '/story/s2',
    );
    const works = within(screen.getByRole('article', { name: 'The Moon Trip' })).getByRole('list', {
      name: 'Hecho con este cuento',
    });
    expect(
      within(works)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cuento', 'Libro para colorear', 'Canción · en preparación']);
  });
});

describe('writtenWhen', () => {
  it('is relative within a week and a spelled-out date after', () => {
    expect(writtenWhen(NOW - 10_000, NOW)).toBe('just now');
    expect(writtenWhen(NOW - 1 * MINUTE, NOW)).toBe('1 minute ago');
    expect(writtenWhen(NOW - 26 * 60 * MINUTE, NOW)).toBe('yesterday');
    expect(writtenWhen(NOW - 6 * 24 * 60 * MINUTE, NOW)).toBe('6 days ago');
    expect(writtenWhen(Date.parse('2026-11-10T12:00:00Z'), NOW)).toBe('10 Nov 2026');
  });
});
