import { configureStore } from '@reduxjs/toolkit';
import { AuthStatus, StoryElementType, type SharedContent } from '@storyloom/contracts';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RuntimeConfigProvider } from '../../config/RuntimeConfigProvider';
import { DEFAULT_RUNTIME_CONFIG } from '../../config/runtime-config';
import { ApiClientProvider } from '../../lib/api-client-context';
import { PdfLoaderProvider } from '../../features/pdf-reader/pdf-document';
import {
  artifact,
  createFakePdfLoader,
  createFakeReaderApi,
  story,
} from '../../features/pdf-reader/testing/fake-pdf';
import { ViewRoute } from './ViewRoute';

const shared: SharedContent = {
  kind: 'storyElement',
  shortCode: 'SHARE1234',
  element: {
    id: 'bedtime',
    name: 'Bedtime bag',
    description: '',
    type: StoryElementType.Bag,
    image: null,
  },
  members: [],
};

/** /view/{segment} in a store whose only say is who is signed in. */
interface Visit {
  status?: AuthStatus;
  shareCodes?: Record<string, SharedContent>;
}

function visit(
  segment: string,
  { status = AuthStatus.AUTHENTICATED, shareCodes = {} }: Visit = {},
) {
  const fake = createFakeReaderApi({
    artifacts: [artifact('a-1')],
    stories: [story('story-1', ['a-1'])],
  });
  const notShared = fake.api.publicRequest;
  fake.api.publicRequest = async <T,>(path: string) => {
    const code = decodeURIComponent(path.split('/').pop() ?? '');
    return (shareCodes[code] as T | undefined) ?? notShared<T>(path);
  };
  const signedIn = status === AuthStatus.AUTHENTICATED;
  const store = configureStore({
    reducer: {
      auth: () => ({
        status,
        user: signedIn ? { uid: 'u1' } : null,
        token: signedIn ? 'token' : null,
      }),
    },
  });
  render(
    <RuntimeConfigProvider value={{ ...DEFAULT_RUNTIME_CONFIG }}>
      <Provider store={store}>
        <ApiClientProvider client={fake.api}>
          <PdfLoaderProvider value={createFakePdfLoader().load}>
            <MemoryRouter initialEntries={[`/view/${segment}`]}>
              <Routes>
                <Route path="/view/:code" element={<ViewRoute />} />
              </Routes>
            </MemoryRouter>
          </PdfLoaderProvider>
        </ApiClientProvider>
      </Provider>
    </RuntimeConfigProvider>,
  );
  return fake;
}

describe('/view/{segment}', () => {
  it('shows what was shared when the segment is a share code, signed in or not', async () => {
    const fake = visit('SHARE1234', {
      status: AuthStatus.UNAUTHENTICATED,
      shareCodes: { SHARE1234: shared },
    });
    expect(await screen.findByRole('heading', { name: 'Bedtime bag' })).toBeInTheDocument();
    expect(fake.paths).toEqual([]);
  });

  it('opens the signed-in owner’s artifact in the reader', async () => {
    const fake = visit('a-1');
    expect(await screen.findByRole('heading', { name: 'Book a-1' })).toBeInTheDocument();
    expect(await screen.findByRole('toolbar', { name: 'Reader controls' })).toBeInTheDocument();
    expect(fake.paths).toContain('blob /artifacts/a-1/pdf');
    // An id with a dash can never be a share code, so nobody asks the share lookup about it.
    expect(fake.paths.filter((path) => path.includes('/shared/'))).toEqual([]);
  });

  it('opens the signed-in owner’s story by its id in the reader', async () => {
    visit('story-1');
    expect(await screen.findByRole('heading', { name: 'Book a-1' })).toBeInTheDocument();
  });

  it('says kindly that nothing is here, with the way home, when signed in', async () => {
    visit('nothing-here');
    expect(
      await screen.findByRole('heading', { name: 'We couldn’t find this page' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the start' })).toHaveAttribute('href', '/story');
    expect(screen.queryByRole('link', { name: /sign in/i })).not.toBeInTheDocument();
  });

  it('offers a visitor to sign in and come back here, asking nothing private', async () => {
    const fake = visit('a-1', { status: AuthStatus.UNAUTHENTICATED });
    expect(
      await screen.findByRole('heading', { name: 'This link is no longer shared' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to read your story' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fview%2Fa-1',
    );
    expect(fake.paths).toEqual([]);
  });
});
