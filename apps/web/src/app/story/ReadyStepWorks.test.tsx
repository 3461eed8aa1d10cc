import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installBookRoutes } from '../../features/book/testing/fake-book-routes';
import { trackedGenerationOf } from '../../features/wizard/generation';
import { finishedArtifact, wizardWithBook } from '../../features/wizard/testing/told-story';
import { renderStoryPage } from './testing/render-story-page';

function finishedBook(signedIn: boolean) {
  const wizard = wizardWithBook();
  return renderStoryPage({
    signedIn,
    wizard,
    creditsPerImage: 2,
    prepareApi(fake) {
      const told = trackedGenerationOf(wizard.story.artifact)?.result ?? undefined;
      const book = finishedArtifact(wizard.story.id, told);
      fake.seed(book);
      installBookRoutes(fake);
      // The story as the server keeps it: the book is its only artifact so far.
      fake.on('GET', /^\/story\/get\/(.+)$/, ([, id]) => ({
        id: decodeURIComponent(id ?? ''),
        currentPhase: wizard.story.currentPhase,
        event: { description: 'A star falls into the forest' },
        goal: { description: '' },
        challenge: { description: '' },
        instructions: { description: '' },
        storyElements: [],
        options: { length: 'normal', age: 5, language: 'en' },
        title: null,
        artifactIds: [book.id],
        createdUtcEpoch: 1,
        updatedUtcEpoch: 1,
      }));
    },
  });
}

describe('the finished book in the Ready step', () => {
  it('offers more from the story to its signed-in owner, below the book', async () => {
    finishedBook(true);
    const section = await screen.findByRole('region', { name: 'More from this story' });
    const coloring = await within(section).findByRole('region', { name: 'Coloring book' });
    // Three pages, a picture each at 2 credits.
    expect(within(coloring).getByText('Uses 6 credits. You have 30.')).toBeInTheDocument();
    expect(within(section).getByRole('region', { name: 'Song' })).toBeInTheDocument();
    expect(within(section).getByRole('region', { name: 'Audiobook' })).toBeInTheDocument();
    const book = screen.getByRole('heading', { name: 'Luna and the Fallen Star' });
    expect(book.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows nothing more to a visitor who is not signed in', async () => {
    finishedBook(false);
    expect(await screen.findByText('Luna found a map.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'More from this story' })).not.toBeInTheDocument();
  });
});
