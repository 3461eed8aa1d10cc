import type { ArtifactOf, SavedStory } from '@storyloom/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { ApiClientProvider } from '../../lib/api-client-context';
import { PdfLoaderProvider } from './pdf-document';
import { PdfReaderPage } from './PdfReaderPage';
import { artifact, createFakePdfLoader, createFakeReaderApi, story } from './testing/fake-pdf';

function openReader(
  id: string,
  data: { artifacts?: ArtifactOf<'story'>[]; stories?: SavedStory[] },
) {
  const fake = createFakeReaderApi(data);
  const loader = createFakePdfLoader();
  render(
    <ApiClientProvider client={fake.api}>
      <PdfLoaderProvider value={loader.load}>
        <MemoryRouter>
          <PdfReaderPage id={id} renderNotFound={() => <h1>Nothing here</h1>} />
        </MemoryRouter>
      </PdfLoaderProvider>
    </ApiClientProvider>,
  );
  return { fake, loader };
}

describe('the reader page', () => {
  it('opens an artifact’s PDF under the story’s title', async () => {
    const { fake, loader } = openReader('a-1', { artifacts: [artifact('a-1')] });
    expect(await screen.findByRole('heading', { name: 'Book a-1' })).toBeInTheDocument();
    expect(await screen.findByRole('toolbar', { name: 'Reader controls' })).toBeInTheDocument();
    expect(fake.paths).toEqual(['/artifacts/a-1', 'blob /artifacts/a-1/pdf']);
    expect(new TextDecoder().decode(loader.opened[0])).toBe('%PDF-1.7 fake');
  });

  it('opens a story’s newest finished book when given a story id', async () => {
    const { fake } = openReader('story-1', {
      artifacts: [artifact('older'), artifact('newer', { status: 'failed', result: null })],
      stories: [story('story-1', ['newer', 'older'])],
    });
    expect(await screen.findByRole('heading', { name: 'Book older' })).toBeInTheDocument();
    expect(fake.paths).toEqual([
      '/artifacts/story-1',
      '/story/get/story-1',
      '/artifacts/newer',
      '/artifacts/older',
      'blob /artifacts/older/pdf',
    ]);
  });

  it('hands over to the not-found page when the id is nothing of the user’s', async () => {
    openReader('unknown', {});
    expect(await screen.findByRole('heading', { name: 'Nothing here' })).toBeInTheDocument();
  });

  it('says when the story has no finished book yet', async () => {
    openReader('a-2', { artifacts: [artifact('a-2', { status: 'running', result: null })] });
    expect(
      await screen.findByRole('heading', { name: 'This book is not finished yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your story' })).toHaveAttribute(
      'href',
      '/story',
    );
  });

  it('shows a failed download with one click to try again', async () => {
    const user = userEvent.setup();
    const { fake } = openReader('a-1', { artifacts: [artifact('a-1')] });
    fake.failNextPdf(
      new ApiRequestError('API request failed: 500', 500, {
        error: 'pdf_failed',
        message: 'The book could not be printed just now.',
        status: 500,
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The book could not be printed just now.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Book a-1' })).toBeInTheDocument();
  });
});
