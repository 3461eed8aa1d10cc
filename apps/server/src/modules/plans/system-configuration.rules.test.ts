import { publicSystemConfigurationSchema } from '@storyloom/contracts';
import { describe, expect, it } from 'vitest';
import { Plan } from '@storyloom/contracts';
import { DEFAULT_SYSTEM_CONFIGURATION } from './default-system-configuration.js';
import {
  InvalidSystemConfigurationError,
  planCredits,
  planPrice,
  toPublicConfiguration,
  validateSystemConfiguration,
} from './system-configuration.rules.js';

describe('validateSystemConfiguration', () => {
  it('accepts the defaults and drops the fields the server owns', () => {
    expect(
      validateSystemConfiguration({
        ...DEFAULT_SYSTEM_CONFIGURATION,
        configurationVersion: 7,
        lastUpdatedUtcEpoch: 1,
      }),
    ).toEqual(DEFAULT_SYSTEM_CONFIGURATION);
  });

  it('names a missing required field', () => {
    const { subscriptionPrices: _dropped, ...rest } = DEFAULT_SYSTEM_CONFIGURATION;
    expect(() => validateSystemConfiguration(rest)).toThrow(
      new InvalidSystemConfigurationError(
        'Invalid system configuration: subscriptionPrices is required',
      ),
    );
    expect(() => validateSystemConfiguration(null)).toThrow(InvalidSystemConfigurationError);
  });

  it('needs whole credits, known plans and prices in cents', () => {
    expect(() =>
      validateSystemConfiguration({
        ...DEFAULT_SYSTEM_CONFIGURATION,
        subscriptionCredits: { Parent: -1 },
      }),
    ).toThrow('subscriptionCredits.Parent must be a whole number of at least 0');
    expect(() =>
      validateSystemConfiguration({
        ...DEFAULT_SYSTEM_CONFIGURATION,
        subscriptionPrices: { '9': { amountCents: 1, currency: 'USD' } },
      }),
    ).toThrow('subscriptionPrices.9 is not a plan');
    expect(
      validateSystemConfiguration({
        ...DEFAULT_SYSTEM_CONFIGURATION,
        subscriptionPrices: { UnregisteredUser: null },
      }).subscriptionPrices,
    ).toEqual({ UnregisteredUser: null });
  });
});

describe('plan lookups', () => {
  it('reads credits and prices by plan name or number; unlisted plans get none', () => {
    const configuration = {
      ...DEFAULT_SYSTEM_CONFIGURATION,
      subscriptionCredits: { '3': 600 },
      subscriptionPrices: { parent: { amountCents: 1099, currency: 'EUR' } },
    };
    expect(planCredits(configuration, Plan.Parent)).toBe(600);
    expect(planCredits(configuration, Plan.Explorer)).toBe(0);
    expect(planPrice(configuration, Plan.Parent)).toEqual({ amountCents: 1099, currency: 'EUR' });
    expect(planPrice(configuration, Plan.Demo)).toBeNull();
  });

  it('presents every plan and a null campaign when none is configured', () => {
    const { campaignConfigurations: _none, ...configuration } = DEFAULT_SYSTEM_CONFIGURATION;
    const view = toPublicConfiguration(configuration, {
      configurationVersion: 3,
      lastUpdatedUtcEpoch: 5,
    });
    // Issue 27 item 10: each plan says what it gives besides credits.
    expect(
      view.plans.map(({ name, bagOfIdeasSize, canGenerateLongerContent }) => ({
        name,
        bagOfIdeasSize,
        canGenerateLongerContent,
      })),
    ).toEqual([
      { name: 'Demo', bagOfIdeasSize: 5, canGenerateLongerContent: false },
      { name: 'Explorer', bagOfIdeasSize: 5, canGenerateLongerContent: true },
      { name: 'Parent', bagOfIdeasSize: 5, canGenerateLongerContent: true },
      { name: 'Professional', bagOfIdeasSize: 5, canGenerateLongerContent: true },
      { name: 'UnregisteredUser', bagOfIdeasSize: 5, canGenerateLongerContent: false },
    ]);
    expect(publicSystemConfigurationSchema.parse(view)).toEqual(view);
    expect(view.plans.map((plan) => plan.name)).toEqual([
      'Demo',
      'Explorer',
      'Parent',
      'Professional',
      'UnregisteredUser',
    ]);
    expect(view).toMatchObject({
      defaultCampaignCode: null,
      configurationVersion: 3,
      lastUpdatedUtcEpoch: 5,
    });
  });
});
