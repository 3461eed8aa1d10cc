import { describe, expect, it } from 'vitest';
import { activeProfilePersistTransform, type ActiveProfileState } from './active-profile-slice';

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

  it('comes back as it was saved', () => {
    expect(restore({ child: mia })).toEqual({ child: mia });
    expect(restore({ child: null })).toEqual({ child: null });
  });

  it('stays a child’s device when the saved entry is damaged but names a profile', () => {
    expect(restore({ child: { id: 'mia-1', ageBand: 'old' } }).child).toMatchObject({
      id: 'mia-1',
      unlockWith: 'pin',
    });
    expect(restore({ child: 'nonsense' })).toEqual({ child: null });
  });
});
