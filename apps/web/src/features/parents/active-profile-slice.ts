import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createTransform } from 'redux-persist';

/**
 * The child profile this device acts as, or null for the parent (docs/decisions/0029). Kept on
 * the device, so a reload or a closed tab does not hand the parent's side back to a child.
 */
export interface ActiveChild {
  id: string;
  name: string;
  ageBand: '3-5' | '6-8' | '9-12';
  language: 'en' | 'es';
  readingLevel: string;
  /** The picture chosen from the library (its element id), or null. */
  pictureElementId: string | null;
  /** What switching back asks for: the PIN, or the password while none was set. */
  unlockWith: 'pin' | 'password';
}

export interface ActiveProfileState {
  child: ActiveChild | null;
  /**
   * The account last signed in on this device (its user id), or null before any. A child mode
   * belongs to that family: another family signing in starts as its own parent.
   */
  familyId: string | null;
}

const initialState: ActiveProfileState = { child: null, familyId: null };

export const activeProfileSlice = createSlice({
  name: 'activeProfile',
  initialState,
  reducers: {
    /** One tap: the device now acts as this child. */
    childProfileActivated(state, { payload }: PayloadAction<ActiveChild>) {
      state.child = payload;
    },
    /** The parent's PIN (or password) was right: the device is the parent's again. */
    parentProfileRestored(state) {
      state.child = null;
    },
    /**
     * Someone signed in. The same family finds its child mode as it was left (a child cannot
     * leave it by signing out and in again); another family's child is not theirs to be.
     */
    familySignedIn(state, { payload: familyId }: PayloadAction<string>) {
      if (state.familyId !== null && state.familyId !== familyId) state.child = null;
      state.familyId = familyId;
    },
  },
});

export const { childProfileActivated, parentProfileRestored, familySignedIn } =
  activeProfileSlice.actions;
export const activeProfileReducer = activeProfileSlice.reducer;

export interface WithActiveProfile {
  activeProfile: ActiveProfileState;
}
export const selectActiveChild = (state: WithActiveProfile) => state.activeProfile.child;
export const selectIsChildMode = (state: WithActiveProfile) => state.activeProfile.child !== null;

const AGE_BANDS = ['3-5', '6-8', '9-12'];

/** Whether a saved value is a child as this version writes it (anything else is dropped). */
export function isActiveChild(value: unknown): value is ActiveChild {
  if (typeof value !== 'object' || value === null) return false;
  const child = value as Record<string, unknown>;
  return (
    typeof child.id === 'string' &&
    child.id !== '' &&
    typeof child.name === 'string' &&
    AGE_BANDS.includes(child.ageBand as string) &&
    (child.language === 'en' || child.language === 'es') &&
    typeof child.readingLevel === 'string' &&
    (child.pictureElementId === null || typeof child.pictureElementId === 'string') &&
    (child.unlockWith === 'pin' || child.unlockWith === 'password')
  );
}

/**
 * The saved child, checked on the way back. A damaged entry still restores a child mode when it
 * names a profile (the safe side: the PIN brings the parent back), else the parent's.
 */
export const activeProfilePersistTransform = createTransform<
  ActiveProfileState,
  ActiveProfileState
>(
  (state) => ({ child: state.child, familyId: state.familyId }),
  (saved) => {
    const child: unknown = saved?.child;
    const familyId = typeof saved?.familyId === 'string' ? saved.familyId : null;
    if (isActiveChild(child)) return { child, familyId };
    if (
      typeof child === 'object' &&
      child !== null &&
      typeof (child as { id?: unknown }).id === 'string'
    ) {
      const { id, name } = child as { id: string; name?: unknown };
      return {
        child: {
          id,
          name: typeof name === 'string' ? name : '',
          ageBand: '6-8',
          language: 'en',
          readingLevel: 'first-words',
          pictureElementId: null,
          unlockWith: 'pin',
        },
        familyId,
      };
    }
    return { child: null, familyId };
  },
  { whitelist: ['activeProfile'] },
);

/** The wizard's age for a child of this band (the storytellers write to the age's level). */
export const AGE_FOR_BAND: Record<ActiveChild['ageBand'], number> = {
  '3-5': 4,
  '6-8': 7,
  '9-12': 10,
};
