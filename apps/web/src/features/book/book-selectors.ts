/*
 * Features do not import each other, so what the book needs from the subscription and the
 * configuration is read through the shape of the state alone. A store without them (a test, a
 * signed-out visit) reads as "not known".
 */

interface WithCredits {
  subscription?: { subscription?: { creditsAvailable?: number } };
}
interface WithImageCost {
  systemConfiguration?: { configuration?: { systemCosts?: { creditsPerImage?: number } } | null };
}

export const selectCreditsAvailable = (state: WithCredits): number =>
  state.subscription?.subscription?.creditsAvailable ?? 0;

/** What one new picture costs; null while the configuration has not arrived. */
export const selectCreditsPerImage = (state: WithImageCost): number | null =>
  state.systemConfiguration?.configuration?.systemCosts?.creditsPerImage ?? null;
