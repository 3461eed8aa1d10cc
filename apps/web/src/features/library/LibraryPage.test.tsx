import { configureStore } from '@reduxjs/toolkit';
import {
  ChangeType,
  STORY_ELEMENT_CHANGED_EVENT,
  StoryElementType,
  bagFullMessage,
  dataLayerError,
  ErrorText,
  permissionDenied,
  type KnowledgeDocument,
  type StoryElement,
} from '@storyloom/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClientProvider } from '../../lib/api-client-context';
import { LiveEventsProvider } from '../../lib/live-events-context';
import { LibraryPage } from './LibraryPage';
import { storyElementsReducer } from './story-elements-slice';
import { apiError, createFakeLibraryApi, createFakeLiveEvents } from './testing/fake-library-api';

const luna: StoryElement = {
  id: 'luna',
  name: 'Luna',
  description: 'A brave little fox\nShe loves the moon.',
  type: StoryElementType.Character,
  createdDateTimeUtcEpoch: 3000,
};
const forest: StoryElement = {
  id: 'forest',
  name: 'Whispering Forest',
  description: 'Tall trees that tell secrets',
  type: StoryElementType.Location,
  createdDateTimeUtcEpoch: 2000,
};
const bedtime: StoryElement = {
  id: 'bedtime',
  name: 'Bedtime bag',
  description: 'Our favourites',
  type: StoryElementType.Bag,
  createdDateTimeUtcEpoch: 1000,
  memberIds: ['luna'],
};
const lunaNotes: KnowledgeDocument = {
  id: 'k1',
  title: 'Luna facts.md',
  mediaType: 'text/markdown',
  sizeBytes: 2048,
  createdDateTimeUtcEpoch: 3500,
  content: 'Luna is afraid of thunder.',
};

type Fake = ReturnType<typeof createFakeLibraryApi>;

function renderLibrary(
  options: Parameters<typeof createFakeLibraryApi>[0] = {},
  prepare: (fake: Fake) => void = () => undefined,
) {
  const bagSize = options.bagCapacity ?? 3;
  const fake = createFakeLibraryApi({
    elements: [luna, forest, bedtime],
    bagCapacity: bagSize,
    ...options,
  });
  prepare(fake);
  const live = createFakeLiveEvents();
  const store = configureStore({
    reducer: {
      storyElements: storyElementsReducer,
      subscription: () => ({ subscription: { bagOfIdeasSize: bagSize } }),
    },
  });
  render(
    <Provider store={store}>
      <ApiClientProvider client={fake.api}>
        <LiveEventsProvider events={live}>
          <LibraryPage />
        </LiveEventsProvider>
      </ApiClientProvider>
    </Provider>,
  );
  return { ...fake, live, store, user: userEvent.setup() };
}

const grid = () => screen.getByRole('list', { name: 'Library' });
const cardNames = () =>
  within(grid())
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

beforeEach(() => {
  // jsdom has no object URLs; the preview only needs a stable address.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('library page', () => {
  it('loads every page of the library and shows each element as a card', async () => {
    const { actions } = renderLibrary({ pageSize: 2 });
    expect(screen.getByRole('heading', { name: 'Your library' })).toBeInTheDocument();
    expect(screen.getByText('Opening your library…')).toBeInTheDocument();
    await waitFor(() => expect(cardNames()).toEqual(['Luna', 'Whispering Forest', 'Bedtime bag']));
    expect(actions()).toEqual([
      'GET /storyElement/list?limit=200',
      'GET /storyElement/list?limit=200&cursor=2',
    ]);
    const lunaCard = screen.getByRole('article', { name: 'Luna' });
    expect(within(lunaCard).getByText('A brave little fox')).toBeInTheDocument();
    expect(within(lunaCard).queryByText(/loves the moon/)).not.toBeInTheDocument();
    expect(within(lunaCard).getByText('Character')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Bedtime bag' })).getByText('Bag · 1 idea'),
    ).toBeInTheDocument();
  });

  it('narrows the grid by type and by name, and can show everything again', async () => {
    const { user } = renderLibrary();
    await screen.findByRole('article', { name: 'Luna' });

    await user.click(screen.getByRole('radio', { name: 'Places' }));
    expect(cardNames()).toEqual(['Whispering Forest']);
    await user.click(screen.getByRole('radio', { name: 'All' }));

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'LUN');
    expect(cardNames()).toEqual(['Luna']);

    await user.click(screen.getByRole('radio', { name: 'Notes' }));
    expect(screen.getByText('Nothing here matches “LUN”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show everything' }));
    expect(cardNames()).toHaveLength(3);
  });

  it('greets an empty library warmly with ways to start', async () => {
    const { user } = renderLibrary({ elements: [] });
    expect(
      await screen.findByText(/Your library is waiting for its first friend/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make your first character' }));
    expect(screen.getByRole('dialog', { name: 'New character' })).toBeInTheDocument();
  });

  it("shows a failed load in the server's words, with a retry", async () => {
    const { user } = renderLibrary({}, (fake) =>
      fake.failNext('GET', /list/, apiError(500, 'internal', 'The database is asleep.')),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The database is asleep.');
    // The hook's name and code tell a family nothing.
    expect(alert).not.toHaveTextContent(dataLayerError('useStoryElements', ''));
    expect(alert).not.toHaveTextContent('EC_GEN');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('article', { name: 'Luna' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the heavy-load text, not the data layer's words, when the network fails", async () => {
    renderLibrary({}, (fake) => fake.failNext('GET', /list/, new TypeError('Failed to fetch')));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ErrorText.heavyLoad);
    expect(alert).not.toHaveTextContent(/useStoryElements|Failed to fetch|EC_GEN/);
  });

  it('says permission was denied when the server refuses the read', async () => {
    renderLibrary({}, (fake) => fake.failNext('GET', /list/, apiError(401, 'unauthorized', 'No')));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      permissionDenied('useStoryElements'),
    );
  });

  it('shows an element added in another tab, and forgets one removed there', async () => {
    const { live } = renderLibrary();
    await screen.findByRole('article', { name: 'Luna' });
    const pip: StoryElement = { ...luna, id: 'pip', name: 'Pip', createdDateTimeUtcEpoch: 9000 };

    live.emit(STORY_ELEMENT_CHANGED_EVENT, { changeType: ChangeType.Added, element: pip });
    expect(await screen.findByRole('article', { name: 'Pip' })).toBeInTheDocument();
    expect(cardNames()[0]).toBe('Pip');

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    live.emit(STORY_ELEMENT_CHANGED_EVENT, { changeType: 'Exploded', element: forest });
    expect(warn).toHaveBeenCalledOnce();
    live.emit(STORY_ELEMENT_CHANGED_EVENT, { changeType: ChangeType.Removed, element: forest });
    await waitFor(() => expect(cardNames()).toEqual(['Pip', 'Luna', 'Bedtime bag']));
  });
});

describe('creating and editing', () => {
  it('asks for a name before saving anything', async () => {
    const { user, actions } = renderLibrary();
    await screen.findByRole('article', { name: 'Luna' });
    await user.click(screen.getByRole('button', { name: 'New character' }));
    const dialog = screen.getByRole('dialog', { name: 'New character' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please give it a name.');
    expect(actions().filter((a) => a.startsWith('POST'))).toEqual([]);
  });

  it('saves a new character with its picture and documents in one multipart request', async () => {
    const { user, calls } = renderLibrary();
    await screen.findByRole('article', { name: 'Luna' });
    const opener = screen.getByRole('button', { name: 'New character' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'New character' });

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Pip');
    expect(within(dialog).getByText('3 / 80')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'A tiny mouse');
    const picture = new File(['png'], 'pip.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Upload a picture'), picture);
    expect(within(dialog).getByRole('img', { name: 'The chosen picture' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    const notes = new File(['Pip likes cheese.'], 'pip.md', { type: 'text/markdown' });
    await user.upload(within(dialog).getByLabelText('Add documents'), notes);
    expect(within(dialog).getByText('pip.md')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const upsert = calls.find((c) => c.path === '/storyElement/upsert');
    const form = upsert?.body as FormData;
    expect(JSON.parse(String(form.get('requestData')))).toEqual({
      storyElement: { name: 'Pip', description: 'A tiny mouse', type: StoryElementType.Character },
      removeKnowledgeIds: [],
    });
    const sentPicture = form.get('avatarFile') as File;
    expect([sentPicture.name, sentPicture.type, sentPicture.size]).toEqual([
      'pip.png',
      'image/png',
      3,
    ]);
    const sentNotes = form.getAll('newKnowledgeData') as File[];
    expect(sentNotes.map((file) => [file.name, file.size])).toEqual([['pip.md', notes.size]]);
    expect(cardNames()[0]).toBe('Pip');
    expect(opener).toHaveFocus();
  });

  it('refuses a picture over 8 MB before sending it', async () => {
    const { user } = renderLibrary();
    await screen.findByRole('article', { name: 'Luna' });
    await user.click(screen.getByRole('button', { name: 'New place' }));
    const dialog = screen.getByRole('dialog', { name: 'New place' });
    const huge = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 9 * 1024 * 1024 });
    await user.upload(within(dialog).getByLabelText('Upload a picture'), huge);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('larger than 8 MB');
    expect(
      within(dialog).queryByRole('img', { name: 'The chosen picture' }),
    ).not.toBeInTheDocument();
  });

  it("keeps everything typed when saving fails and shows the server's message", async () => {
    const { user } = renderLibrary({}, (fake) =>
      fake.failNext(
        'POST',
        /upsert/,
        apiError(413, 'too_large', 'That picture is too big for us.'),
      ),
    );
    await screen.findByRole('article', { name: 'Luna' });
    await user.click(screen.getByRole('button', { name: 'New note' }));
    const dialog = screen.getByRole('dialog', { name: 'New note' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Rules of the forest');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That picture is too big for us.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue(
      'Rules of the forest',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Rules of the forest' })).toBeInTheDocument();
  });

  it('edits an element: reads a document, removes it, and saves the change', async () => {
    const { user, calls } = renderLibrary({ knowledge: { luna: [lunaNotes] } });
    await user.click(await screen.findByRole('button', { name: 'Edit Luna' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Luna' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Luna');

    await user.click(await within(dialog).findByRole('button', { name: 'Read Luna facts.md' }));
    expect(
      await within(dialog).findByRole('region', { name: 'Contents of Luna facts.md' }),
    ).toHaveTextContent('Luna is afraid of thunder.');

    await user.click(within(dialog).getByRole('button', { name: 'Remove Luna facts.md' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Luna the Fox');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const form = calls.find((c) => c.path === '/storyElement/upsert')?.body as FormData;
    expect(JSON.parse(String(form.get('requestData')))).toMatchObject({
      storyElement: { id: 'luna', name: 'Luna the Fox' },
      removeKnowledgeIds: ['k1'],
    });
    expect(screen.getByRole('article', { name: 'Luna the Fox' })).toBeInTheDocument();
  });

  it('makes a picture, explaining the cost, and shows why when credits are short', async () => {
    const { user, calls } = renderLibrary({}, (fake) =>
      fake.failNext(
        'POST',
        /generate-avatar/,
        apiError(402, 'insufficient_credits', 'You need 5 more credits to make a picture.'),
      ),
    );
    await screen.findByRole('article', { name: 'Luna' });
    await user.click(screen.getByRole('button', { name: 'New character' }));
    const dialog = screen.getByRole('dialog', { name: 'New character' });
    expect(within(dialog).getByText(/Making a picture uses credits/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Pip');

    await user.click(within(dialog).getByRole('button', { name: 'Make a picture' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You need 5 more credits to make a picture.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Make a picture' }));
    expect(await within(dialog).findByRole('img', { name: 'The new picture' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/storyElement/generate-avatar')?.body).toEqual({
      name: 'Pip',
      description: '',
      StoryElementType: StoryElementType.Character,
      storyId: null,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const form = calls.find((c) => c.path === '/storyElement/upsert')?.body as FormData;
    expect(JSON.parse(String(form.get('requestData'))).storyElement.avatarUrl).toBe(
      'users-prod/user-1/avatars/generated-1.png',
    );
  });
});

describe('deleting', () => {
  it('asks first, naming the element, and only then deletes', async () => {
    const { user, actions } = renderLibrary();
    await user.click(await screen.findByRole('button', { name: 'Delete Luna' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Luna?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('article', { name: 'Luna' })).toBeInTheDocument();
    expect(actions()).not.toContain('DELETE /storyElement/delete/luna');

    await user.click(screen.getByRole('button', { name: 'Delete Luna' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Luna' })).not.toBeInTheDocument(),
    );
    expect(actions()).toContain('DELETE /storyElement/delete/luna');
  });
});

describe('bags', () => {
  it("shows what is inside against the plan's bag size, adds and removes members", async () => {
    const { user, calls } = renderLibrary();
    await user.click(await screen.findByRole('button', { name: 'Open Bedtime bag' }));
    const dialog = screen.getByRole('dialog', { name: 'Bedtime bag' });
    expect(within(dialog).getByText('1 of 3 ideas in this bag')).toBeInTheDocument();
    const inside = within(dialog).getByRole('list', { name: 'In this bag' });
    expect(within(inside).getByText('Luna')).toBeInTheDocument();
    // Bags never go inside bags.
    expect(
      within(within(dialog).getByRole('list', { name: 'Add to this bag' })).queryByText(
        'Bedtime bag',
      ),
    ).toBeNull();

    await user.click(
      within(dialog).getByRole('button', { name: 'Add Whispering Forest to the bag' }),
    );
    expect(await within(dialog).findByText('2 of 3 ideas in this bag')).toBeInTheDocument();
    const form = calls.find((c) => c.path === '/storyElement/upsert')?.body as FormData;
    expect(JSON.parse(String(form.get('requestData'))).storyElement).toMatchObject({
      id: 'bedtime',
      memberIds: ['luna', 'forest'],
    });

    await user.click(within(dialog).getByRole('button', { name: 'Remove Luna from the bag' }));
    expect(await within(dialog).findByText('1 of 3 ideas in this bag')).toBeInTheDocument();
  });

  it('shows the plan limit message when the server says the bag is full', async () => {
    const full: StoryElement = { ...bedtime, memberIds: ['luna'] };
    const { user } = renderLibrary({ elements: [luna, forest, full], bagCapacity: 1 });
    await user.click(await screen.findByRole('button', { name: 'Open Bedtime bag' }));
    const dialog = screen.getByRole('dialog', { name: 'Bedtime bag' });
    await user.click(
      within(dialog).getByRole('button', { name: 'Add Whispering Forest to the bag' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(bagFullMessage(1));
    expect(within(dialog).getByText('1 of 1 ideas in this bag')).toBeInTheDocument();
  });
});

describe('sharing', () => {
  it('shows the link to copy, and stopping sharing says the link no longer works', async () => {
    const { user, actions } = renderLibrary();
    await user.click(await screen.findByRole('button', { name: 'Share Bedtime bag' }));
    const dialog = screen.getByRole('dialog', { name: 'Share Bedtime bag' });
    const link = await within(dialog).findByRole('textbox', { name: 'Link' });
    expect(link).toHaveValue(`${window.location.origin}/view/SHARE1234`);
    expect(link).toHaveAttribute('readonly');

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(within(dialog).getByText('Copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/view/SHARE1234`);

    await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    expect(
      await within(dialog).findByText('Sharing stopped. The link no longer works.'),
    ).toBeInTheDocument();
    expect(actions()).toEqual(
      expect.arrayContaining([
        'POST /api/sharing/link/bedtime',
        'DELETE /api/sharing/link/bedtime',
      ]),
    );
  });
});
