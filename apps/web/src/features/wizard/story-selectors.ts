import {
  AuthStatus,
  storyCostRange,
  type StoryElement,
  type StoryOptions,
} from '@storyloom/contracts';

/*
 * Features do not import each other, so what the wizard needs from the library, the sign-in
 * state, the subscription and the configuration is read through the shape of the state alone.
 * Every part is optional: a store without it (a test, a signed-out visit) reads as "not known".
 */

interface WithLibrary {
  storyElements?: { elements?: StoryElement[]; isLoading?: boolean };
}
interface WithSignIn {
  auth?: { status?: AuthStatus };
}
interface WithCredits {
  subscription?: {
    subscription?: { creditsAvailable?: number; canGenerateLongerContent?: boolean };
  };
}
interface WithCosts {
  systemConfiguration?: { configuration?: { systemCosts?: { creditsPerStory?: number } } | null };
}

const noElements: StoryElement[] = [];

export const selectLibraryElements = (state: WithLibrary): StoryElement[] =>
  state.storyElements?.elements ?? noElements;

export const selectLibraryLoading = (state: WithLibrary): boolean =>
  state.storyElements?.isLoading ?? false;

export type SignInState = 'loading' | 'signedIn' | 'signedOut';

export const selectSignInState = (state: WithSignIn): SignInState => {
  const status = state.auth?.status;
  if (status === AuthStatus.AUTHENTICATED) return 'signedIn';
  if (status === AuthStatus.LOADING) return 'loading';
  return 'signedOut';
};

export const selectCreditsAvailable = (state: WithCredits): number =>
  state.subscription?.subscription?.creditsAvailable ?? 0;

export const selectCanGenerateLonger = (state: WithCredits): boolean =>
  state.subscription?.subscription?.canGenerateLongerContent ?? false;

/** Null while the configuration has not arrived: the cost is then not shown, never guessed. */
export const selectCreditsPerStory = (state: WithCosts): number | null =>
  state.systemConfiguration?.configuration?.systemCosts?.creditsPerStory ?? null;

/**
 * The fewest and most credits a story of this length can cost (its words plus a picture a page);
 * null while the configuration has not arrived.
 */
export function selectStoryCost(
  state: WithCosts & WithImageCost,
  length: StoryOptions['length'],
): { min: number; max: number } | null {
  const creditsPerStory = selectCreditsPerStory(state);
  if (creditsPerStory === null) return null;
  const creditsPerImage = selectCreditsPerImage(state) ?? 0;
  return storyCostRange({ creditsPerStory, creditsPerImage }, length);
}

interface WithImageCost {
  systemConfiguration?: { configuration?: { systemCosts?: { creditsPerImage?: number } } | null };
}

/** What one new picture costs; null while the configuration has not arrived. */
export const selectCreditsPerImage = (state: WithImageCost): number | null =>
  state.systemConfiguration?.configuration?.systemCosts?.creditsPerImage ?? null;
