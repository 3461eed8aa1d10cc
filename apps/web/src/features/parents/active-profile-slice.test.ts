import { describe, expect, it } from 'vitest';
import {
  activeProfilePersistTransform,
  activeProfileReducer,
  childProfileActivated,
  familySignedIn,
  type ActiveChild,
  type ActiveProfileState,
} from './active-profile-slice';

type Transform = {
  out: (saved: unknown, key: string, state: unknown) => ActiveProfileState;
};
const restore = (saved: unknown) =>
  (activeProfilePersistTransform as unknown as Transform).out(saved, 'activeProfile', {});

describe('the active child profile kept on the device', () => {
  const mia = {
    id: 'mia-1',
    name: 'Mia',
    ageBand: '3-5',
    language: 'es',
    readingLevel: 'pictures',
    pictureElementId: null,
    unlockWith: 'pin',
  };

  it('comes back as it was saved, with the family it belongs to', () => {
    expect(restore({ child: mia, familyId: 'ada' })).toEqual({ child: mia, familyId: 'ada' });
    expect(restore({ child: null, familyId: 'ada' })).toEqual({ child: null, familyId: 'ada' });
    // Saved before the family was kept: still the child's device until someone signs in.
    expect(restore({ child: mia })).toEqual({ child: mia, familyId: null });
  });

  it('stays in child mode when the same family signs in again, not for another family', () => {
    const signedInAs = (state: ActiveProfileState, familyId: string) =>
      activeProfileReducer(state, familySignedIn(familyId));
    let state = signedInAs(activeProfileReducer(undefined, { type: 'init' }), 'ada');
    state = activeProfileReducer(state, childProfileActivated(mia as ActiveChild));
    // Signed out and in again by the same family: Mia is still using the device.
    expect(signedInAs(state, 'ada').child).toEqual(mia);
    // Another family signs in on this browser: its own parent, not Ada's child.
    expect(signedInAs(state, 'bo')).toEqual({ child: null, familyId: 'bo' });
    // A child mode restored from before the family was kept is taken as the first family's.
    expect(signedInAs({ child: mia as ActiveChild, familyId: null }, 'bo').child).toEqual(mia);
  });

  it('stays a child’s device when the saved entry is damaged but names a profile', () => {
    expect(restore({ child: { id: 'mia-1', ageBand: 'old' } }).child).toMatchObject({
      id: 'mia-1',
      unlockWith: 'pin',
    });
    expect(restore({ child: 'nonsense' })).toEqual({ child: null, familyId: null });
  });
});
