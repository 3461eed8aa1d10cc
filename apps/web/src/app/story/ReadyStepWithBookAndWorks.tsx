import { lazy, Suspense } from 'react';
import { StoryBook } from '../../features/book/StoryBook';
import { ReadyStep, type ReadyStepProps } from '../../features/wizard/steps/ReadyStep';

// Loaded with a told story only, below the book: the players (and abcjs) stay out of this chunk.
const StoryWorks = lazy(() =>
  import('../../features/works/StoryWorks').then((module) => ({ default: module.StoryWorks })),
);

/**
 * The wizard's last step as the app shows it: the summary and the generation (the wizard), the
 * told story as a book (the book), and for its signed-in owner, more from the story (the works).
 */
export function ReadyStepWithBookAndWorks(props: ReadyStepProps) {
  return (
    <ReadyStep
      {...props}
      renderBook={(book) => <StoryBook {...book} />}
      renderWorks={(works) => (
        <Suspense fallback={null}>
          <StoryWorks {...works} />
        </Suspense>
      )}
    />
  );
}
