import type { SystemConfiguration } from '@storyloom/contracts';

/**
 * What a new instance starts with (docs/credits.md explains the numbers). An administrator
 * replaces the whole document with PUT /api/DevOps/system-configuration.
 */
export const DEFAULT_SYSTEM_CONFIGURATION: SystemConfiguration = {
  systemCosts: {
    creditsPerStory: 10,
    creditsPerImage: 1,
    creditsPerSong: 5,
    creditsPerAudioBook: 5,
    creditsPerMinuteOfCall: 1,
  },
  subscriptionCredits: {
    Demo: 30,
    Explorer: 200,
    Parent: 500,
    Professional: 1500,
    UnregisteredUser: 0,
  },
  subscriptionPrices: {
    Demo: { amountCents: 0, currency: 'USD' },
    Explorer: { amountCents: 499, currency: 'USD' },
    Parent: { amountCents: 999, currency: 'USD' },
    Professional: { amountCents: 2499, currency: 'USD' },
  },
  campaignConfigurations: { default: 'welcome' },
  // The public address voice and phone providers call back when the instance sits behind a
  // tunnel (a laptop at home); off, the instance's own PUBLIC_URL is used.
  tunneling: { enabled: false, publicBaseUrl: null },
  // What the AI providers charge the operator, for their own margins (docs/operations.md); the
  // offline engines cost nothing.
  thirdPartyCosts: {
    currency: 'USD',
    perMillionInputTokens: 0,
    perMillionOutputTokens: 0,
    perImage: 0,
    perSpeechMinute: 0,
    perSongMinute: 0,
    perCallMinute: 0,
  },
};
