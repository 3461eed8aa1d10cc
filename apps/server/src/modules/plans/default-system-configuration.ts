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
};
