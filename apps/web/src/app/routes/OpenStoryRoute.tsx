import { AuthStatus, isStoryId } from '@storyloom/contracts';
import { lazy, type ReactNode } from 'react';
import { selectAuthStatus } from '../../features/auth/auth-slice';
import { useAppSelector } from '../hooks';
import { Splash } from '../Splash';

// The saved story's page loads on demand, inside the frame's Suspense.
const OpenStoryPage = lazy(() =>
  import('../../features/wizard/open-story').then((module) => ({ default: module.OpenStoryPage })),
);
const StoryForVisitor = lazy(() =>
  import('../../features/wizard/open-story').then((module) => ({
    default: module.StoryForVisitor,
  })),
);

/** Single segments under /story that name other pages, never a saved story. */
const OTHER_STORY_PAGES = new Set(['demo', 'all']);

/** Whether /story/{segment} names a saved story (else it is the wizard's, as before). */
export function isSavedStorySegment(segment: string): boolean {
  return isStoryId(segment) && !OTHER_STORY_PAGES.has(segment.toLowerCase());
}

/**
 * /story/{storyId} is open to anyone (spec: /story/* is the main page). Its owner, signed in,
 * opens the story; anyone else sees the main page with a friendly not-found above it.
 */
export function OpenStoryRoute({ storyId, mainPage }: { storyId: string; mainPage: ReactNode }) {
  const status = useAppSelector(selectAuthStatus);
  if (status === AuthStatus.LOADING) return <Splash embedded />;
  // Not checked yet (SignInCheckNotice says so and tries again): the main page meanwhile.
  if (status === AuthStatus.ERROR) return mainPage;
  if (status !== AuthStatus.AUTHENTICATED) {
    return <StoryForVisitor storyId={storyId} mainPage={mainPage} />;
  }
  return <OpenStoryPage key={storyId} storyId={storyId} mainPage={mainPage} />;
}
