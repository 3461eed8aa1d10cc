import { useEffect } from 'react';
import { AGE_FOR_BAND, selectActiveChild } from '../features/parents/active-profile-slice';
import { storyDefaultsSet } from '../features/wizard/wizard-slice';
import { useAppDispatch, useAppSelector } from './hooks';

/**
 * Stories fit the child: while a child's profile is active, its age band and language are the
 * wizard's defaults (the storytellers write to the age's reading level); the parent's are the
 * product's. Features do not read each other, so the app joins them here.
 */
export function WizardDefaultsFromProfile() {
  const child = useAppSelector(selectActiveChild);
  const dispatch = useAppDispatch();
  const ageBand = child?.ageBand;
  const language = child?.language;
  useEffect(() => {
    dispatch(
      storyDefaultsSet(ageBand && language ? { age: AGE_FOR_BAND[ageBand], language } : null),
    );
  }, [dispatch, ageBand, language]);
  return null;
}
