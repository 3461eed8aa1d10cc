import { StoryElementType, type SharedContent } from '@storyloom/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RuntimeConfigProvider } from '../../config/RuntimeConfigProvider';
import { DEFAULT_RUNTIME_CONFIG } from '../../config/runtime-config';
import { ApiRequestError, type ApiClient } from '../../lib/api-client';
import { ApiClientProvider } from '../../lib/api-client-context';
import { SharedViewPage } from './SharedViewPage';

const bag: SharedContent = {
  kind: 'storyElement',
  shortCode: 'SHARE1234',
  element: {
    id: 'bedtime',
    name: 'Bedtime bag',
    description: 'Our favourite friends',
    type: StoryElementType.Bag,
    image: null,
  },
  members: [
    {
      id: 'luna',
      name: 'Luna',
      description: 'A brave little fox',
      type: StoryElementType.Character,
      image: {
        original: 'https://files.test/luna',
        small: 'https://files.test/luna-small',
        tiny: null,
      },
    },
    {
      id: 'forest',
      name: 'Whispering Forest',
      description: '',
      type: StoryElementType.Location,
      image: null,
    },
  ],
};

const notFound = () =>
  new ApiRequestError('API request failed: Not Found', 404, {
    error: 'not_found',
    message: 'Nothing is shared under this code.',
    status: 404,
  });

function renderView(answers: (() => unknown)[]) {
  const publicRequest = vi.fn(async () => {
    const answer = answers.shift()?.();
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const request = vi.fn(async () => {
    throw new Error('A shared link must not need signing in.');
  });
  const api = { request, requestBlob: request, publicRequest } as unknown as ApiClient;
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
  return { publicRequest, request, user: userEvent.setup() };
}

describe('shared view page', () => {
  it('shows a shared bag and its members, read-only, without signing in', async () => {
    const { publicRequest, request } = renderView([() => bag]);
    expect(screen.getByText('Opening what was shared with you…')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bedtime bag' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Our favourite friends')).toBeInTheDocument();
    expect(publicRequest).toHaveBeenCalledWith('/api/shared/code/SHARE1234', { method: 'GET' });
    expect(request).not.toHaveBeenCalled();

    const inside = screen.getByRole('list', { name: 'Inside this bag' });
    const luna = within(inside).getByRole('article', { name: 'Luna' });
    expect(within(luna).getByRole('img', { name: 'Picture of Luna' })).toHaveAttribute(
      'src',
      'https://files.test/luna-small',
    );
    expect(within(luna).getByText('A brave little fox')).toBeInTheDocument();
    expect(within(inside).getByRole('article', { name: 'Whispering Forest' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /edit|delete/i })).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Make your own story with Storyloom' }),
    ).toHaveAttribute('href', '/story');
  });

  it('shows a single shared element without a members list', async () => {
    renderView([() => ({ ...bag, element: bag.members[0], members: [] })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Luna' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Picture of Luna' })).toHaveAttribute(
      'src',
      'https://files.test/luna',
    );
    expect(screen.queryByRole('list', { name: 'Inside this bag' })).not.toBeInTheDocument();
  });

  it('says kindly that a revoked or unknown link is no longer shared, with a way in', async () => {
    renderView([notFound]);
    expect(
      await screen.findByRole('heading', { name: 'This link is no longer shared' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Make your own story with Storyloom' }),
    ).toBeInTheDocument();
  });

  it('offers a retry when the server could not answer', async () => {
    const { user } = renderView([
      () => new ApiRequestError('API request failed: Service Unavailable', 503, null),
      () => bag,
    ]);
    expect(
      await screen.findByRole('heading', { name: "We couldn't open this link" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bedtime bag' }),
    ).toBeInTheDocument();
  });
});
