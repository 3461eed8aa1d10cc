import type { StoryWorkKind } from '@storyloom/contracts';

/*
 * Costs and credits come from the same place as the story's (the system configuration and the
 * subscription in the store), read through the state's shape only: features do not import each
 * other.
 */

interface WithCredits {
  subscription?: { subscription?: { creditsAvailable?: number } };
}

export const selectCreditsAvailable = (state: WithCredits): number =>
  state.subscription?.subscription?.creditsAvailable ?? 0;
interface WithWorkCosts {
  systemConfiguration?: {
    configuration?: {
      systemCosts?: {
        creditsPerImage?: number;
        creditsPerSong?: number;
        creditsPerAudioBook?: number;
      };
    } | null;
  };
}

export type WorkCosts = Record<StoryWorkKind, number | null>;

/**
 * What each work costs for a story of `pageCount` pages: a picture a page for the coloring book,
 * a flat price for the song and the audiobook. Null while the configuration has not arrived.
 */
export function selectWorkCosts(state: WithWorkCosts, pageCount: number): WorkCosts {
  const costs = state.systemConfiguration?.configuration?.systemCosts;
  const perImage = costs?.creditsPerImage ?? null;
  return {
    'coloring-book': perImage === null ? null : perImage * pageCount,
    song: costs?.creditsPerSong ?? null,
    audiobook: costs?.creditsPerAudioBook ?? null,
  };
}
