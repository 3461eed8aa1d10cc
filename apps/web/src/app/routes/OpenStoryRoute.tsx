import { AuthStatus, isStoryId } from '@storyloom/contracts';
import { lazy } from 'react';
import { Navigate } from 'react-router';
import { paths, savedStoryPath } from '../../config/paths';
import { selectAuthStatus } from '../../features/auth/auth-slice';
import { useAppSelector } from '../hooks';
import { Splash } from '../Splash';

// Only an owner, signed in, opens a saved story: its page loads then, inside the frame's Suspense.
const OpenStoryPage = lazy(() =>
  import('../../features/wizard/open-story').then((module) => ({ default: module.OpenStoryPage })),
);

/** Single segments under /story that name other pages, never a saved story. */
const OTHER_STORY_PAGES = new Set(['demo', 'all']);

/** Whether /story/{segment} names a saved story (else it is the wizard's, as before). */
export function isSavedStorySegment(segment: string): boolean {
  return isStoryId(segment) && !OTHER_STORY_PAGES.has(segment.toLowerCase());
}

/** /story/{storyId}: only its owner can read it, so a visitor signs in and comes back here. */
export function OpenStoryRoute({ storyId }: { storyId: string }) {
  const status = useAppSelector(selectAuthStatus);
  if (status === AuthStatus.LOADING) return <Splash embedded />;
  if (status !== AuthStatus.AUTHENTICATED) {
    const returnTo = encodeURIComponent(savedStoryPath(storyId));
    return <Navigate to={`${paths.login}?returnTo=${returnTo}`} replace />;
  }
  return <OpenStoryPage key={storyId} storyId={storyId} />;
}
