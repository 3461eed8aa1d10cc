import { configureStore } from '@reduxjs/toolkit';
import { EMPTY_DEMO_CONTENT, type DemoContent } from '@storyloom/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RuntimeConfigProvider } from '../../config/RuntimeConfigProvider';
import { authReducer } from '../../features/auth/auth-slice';
import { demoReducer } from '../../features/demo/demo-slice';
import { illustratedBook } from '../../features/wizard/testing/told-story';
import {
  sampleAudiobook,
  sampleColoringBook,
  sampleSong,
} from '../../features/works/testing/fake-works-api';
import { ApiRequestError, type ApiClient } from '../../lib/api-client';
import { ApiClientProvider } from '../../lib/api-client-context';
import { DemoRoute } from './DemoRoute';

const signed = (path: string) => `/api/files/${path}?expires=9&signature=s&scope=campaign%3Aspring`;
const paths = [
  ...illustratedBook.pages.map((page) => page.picture!.png),
  sampleColoringBook.pdf,
  ...sampleColoringBook.pages.map((page) => page.png),
  sampleSong.mp3,
  sampleSong.midi,
  sampleAudiobook.mp3,
];
const demo: DemoContent = {
  storyId: 'story-1',
  storyTitle: illustratedBook.title,
  story: 'artifact-story',
  coloringPage: 'artifact-coloring',
  song: 'artifact-song',
  audiobook: 'artifact-audiobook',
  characters: [{ id: 'luna', name: 'Luna', avatarUrl: signed('luna.png') }],
  marketplaceId: 'product-1',
  works: {
    story: illustratedBook,
    coloringBook: sampleColoringBook,
    song: sampleSong,
    audiobook: sampleAudiobook,
    files: Object.fromEntries(paths.map((path) => [path, signed(path)])),
  },
};

function renderDemo(answers: (() => unknown)[]) {
  const publicRequest = vi.fn(async () => {
    const answer = answers.shift()?.();
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const request = vi.fn(async () => {
    throw new Error('A visitor must not need signing in to see a demo.');
  });
  const api = { request, requestBlob: request, publicRequest } as unknown as ApiClient;
  const store = configureStore({ reducer: { auth: authReducer, demo: demoReducer } });
  render(
    <RuntimeConfigProvider>
      <Provider store={store}>
        <ApiClientProvider client={api}>
          <MemoryRouter initialEntries={['/story/demo/spring']}>
            <Routes>
              <Route path="/story/demo/:code" element={<DemoRoute />} />
            </Routes>
          </MemoryRouter>
        </ApiClientProvider>
      </Provider>
    </RuntimeConfigProvider>,
  );
  return { publicRequest, request, user: userEvent.setup() };
}

describe('the demo page', () => {
  it('shows the book, the works and the characters from the signed links, without signing in', async () => {
    const { publicRequest, request } = renderDemo([() => demo]);
    expect(
      await screen.findByRole('heading', { level: 1, name: illustratedBook.title }),
    ).toBeVisible();
    expect(publicRequest).toHaveBeenCalledWith('/api/demo/spring', expect.anything());

    const book = screen.getByRole('region', { name: 'The book' });
    expect(await within(book).findByRole('img', { name: /glowing map/ })).toHaveAttribute(
      'src',
      signed(illustratedBook.pages[0]!.picture!.png),
    );
    // Read only: no editing or drawing for a visitor.
    expect(within(book).queryByRole('button', { name: /Edit/ })).toBeNull();

    const coloring = screen.getByRole('region', { name: 'Coloring page' });
    const firstPage = sampleColoringBook.pages[0]!;
    expect(
      await within(coloring).findByRole('img', { name: firstPage.description }),
    ).toHaveAttribute('src', signed(firstPage.png));
    const song = screen.getByRole('region', { name: 'The song' });
    expect(song.querySelector('audio')).toHaveAttribute('src', signed(sampleSong.mp3));
    const audiobook = screen.getByRole('region', { name: 'The audiobook' });
    expect(audiobook.querySelector('audio')).toHaveAttribute('src', signed(sampleAudiobook.mp3));

    expect(screen.getByRole('img', { name: 'Picture of Luna' })).toHaveAttribute(
      'src',
      signed('luna.png'),
    );
    expect(screen.getByRole('link', { name: 'See their bag in the marketplace' })).toHaveAttribute(
      'href',
      '/marketplace/product/product-1',
    );
    for (const link of screen.getAllByRole('link', { name: 'Create your own' })) {
      expect(link).toHaveAttribute('href', '/login?mode=create&returnTo=%2Fstory');
    }
    expect(request).not.toHaveBeenCalled();
  });

  it('says kindly that an unknown or ended demo has ended, with a way in', async () => {
    renderDemo([() => EMPTY_DEMO_CONTENT]);
    expect(await screen.findByRole('heading', { name: 'This demo has ended' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start your own story' })).toHaveAttribute(
      'href',
      '/story',
    );
  });

  it("shows the server's message when the demo cannot be fetched, and tries again", async () => {
    const { user } = renderDemo([
      () =>
        new ApiRequestError('API request failed: Service Unavailable', 503, {
          error: 'unavailable',
          message: 'The demo is resting, try again soon.',
          status: 503,
        }),
      () => demo,
    ]);
    expect(await screen.findByText('The demo is resting, try again soon.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Try again/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: illustratedBook.title }),
    ).toBeVisible();
  });
});
