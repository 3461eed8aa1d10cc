import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { AuthStatus } from '@storyloom/contracts';
import { selectAuth } from '../features/auth/auth-slice';
import { familySignedIn } from '../features/parents/active-profile-slice';
import { useAppSelector } from './hooks';

/** Tells the child mode which family is signed in (features do not read each other). */
export function ChildModeFromAuth() {
  const dispatch = useDispatch();
  const { status, user } = useAppSelector(selectAuth);
  useEffect(() => {
    if (status === AuthStatus.AUTHENTICATED && user?.uid) dispatch(familySignedIn(user.uid));
  }, [dispatch, status, user?.uid]);
  return null;
}
