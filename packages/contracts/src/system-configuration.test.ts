import { describe, expect, it } from 'vitest';
import { Plan } from './enums.js';
import {
  parseSystemConfiguration,
  planRecordValue,
  systemConfigurationSchema,
} from './system-configuration.js';

const valid = {
  systemCosts: {
    creditsPerStory: 10,
    creditsPerImage: 5,
    creditsPerSong: 8,
    creditsPerAudioBook: 12,
    creditsPerMinuteOfCall: 0,
  },
  subscriptionCredits: { Explorer: 100, '3': 300 },
  subscriptionPrices: { Parent: { monthly: 9.99 } },
  campaignConfigurations: { default: 'spring', spring: { title: 'Spring' } },
  stripeProducts: [{ id: 'prod_1' }],
  lastUpdatedUtcEpoch: 1_700_000_000_000,
  configurationVersion: 3,
};

describe('systemConfigurationSchema', () => {
  it('accepts a complete document', () => {
    const parsed = systemConfigurationSchema.parse(valid);
    expect(parsed.systemCosts.creditsPerStory).toBe(10);
    expect(parsed.campaignConfigurations?.default).toBe('spring');
  });

  it('accepts a document with only the required fields', () => {
    const { systemCosts, subscriptionCredits, subscriptionPrices } = valid;
    expect(
      systemConfigurationSchema.safeParse({
        systemCosts,
        subscriptionCredits,
        subscriptionPrices,
      }).success,
    ).toBe(true);
  });

  it.each(['systemCosts', 'subscriptionCredits', 'subscriptionPrices'])(
    'rejects a document missing %s, naming the field',
    (field) => {
      const doc: Record<string, unknown> = { ...valid };
      delete doc[field];
      const result = systemConfigurationSchema.safeParse(doc);
      expect(result.success).toBe(false);
      expect(result.error?.issues).toHaveLength(1);
      expect(result.error?.issues[0]?.path).toEqual([field]);
      expect(result.error?.issues[0]?.message).toBe(`${field} is required`);
      expect(() => parseSystemConfiguration(doc)).toThrow(
        `Invalid system configuration: ${field} is required`,
      );
    },
  );

  it.each([
    'creditsPerStory',
    'creditsPerImage',
    'creditsPerSong',
    'creditsPerAudioBook',
    'creditsPerMinuteOfCall',
  ])('rejects systemCosts missing %s, naming the field', (field) => {
    const systemCosts: Record<string, unknown> = { ...valid.systemCosts };
    delete systemCosts[field];
    const result = systemConfigurationSchema.safeParse({
      ...valid,
      systemCosts,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(`systemCosts.${field} is required`);
  });

  it('rejects negative costs', () => {
    const result = systemConfigurationSchema.safeParse({
      ...valid,
      systemCosts: { ...valid.systemCosts, creditsPerSong: -1 },
    });
    expect(result.success).toBe(false);
    expect(() =>
      parseSystemConfiguration({
        ...valid,
        systemCosts: { ...valid.systemCosts, creditsPerSong: -1 },
      }),
    ).toThrow('systemCosts.creditsPerSong');
  });

  it('rejects an absent document', () => {
    expect(() => parseSystemConfiguration(undefined)).toThrow('Invalid system configuration');
  });
});

describe('planRecordValue', () => {
  it('reads by plan number or plan name in any case', () => {
    expect(planRecordValue(valid.subscriptionCredits, Plan.Explorer)).toBe(100);
    expect(planRecordValue(valid.subscriptionCredits, Plan.Parent)).toBe(300);
    expect(planRecordValue({ professional: 7 }, Plan.Professional)).toBe(7);
    expect(planRecordValue(valid.subscriptionCredits, Plan.Demo)).toBeUndefined();
  });
});
