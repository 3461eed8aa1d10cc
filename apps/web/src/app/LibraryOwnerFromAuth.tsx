import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { AuthStatus } from '@storyloom/contracts';
import { selectAuth } from '../features/auth/auth-slice';
import { storyElementsOwnerChanged } from '../features/library/story-elements-slice';
import { useAppSelector } from './hooks';

/** Tells the library whose it is once sign-in is known (features do not read each other). */
export function LibraryOwnerFromAuth() {
  const dispatch = useDispatch();
  const { status, user } = useAppSelector(selectAuth);
  useEffect(() => {
    if (status === AuthStatus.AUTHENTICATED) dispatch(storyElementsOwnerChanged(user?.uid ?? null));
    else if (status === AuthStatus.UNAUTHENTICATED) dispatch(storyElementsOwnerChanged(null));
  }, [dispatch, status, user?.uid]);
  return null;
}
