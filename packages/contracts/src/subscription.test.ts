import { describe, expect, it } from 'vitest';
import { Plan } from './enums.js';
import { DEFAULT_SUBSCRIPTION } from './subscription-values.js';
import { subscriptionSchema } from './subscription.js';

describe('subscription', () => {
  it('defaults to the Demo plan with 5 ideas, no long content and 0 credits', () => {
    expect(DEFAULT_SUBSCRIPTION).toEqual({
      id: 'current',
      plan: Plan.Demo,
      bagOfIdeasSize: 5,
      canGenerateLongerContent: false,
      creditsAvailable: 0,
    });
  });

  it('fills defaults when parsing a bare document with an id', () => {
    expect(subscriptionSchema.parse({ id: 'current' })).toEqual(DEFAULT_SUBSCRIPTION);
  });

  it('keeps stored values and ms timestamps', () => {
    const parsed = subscriptionSchema.parse({
      id: 'current',
      plan: Plan.Parent,
      bagOfIdeasSize: 20,
      canGenerateLongerContent: true,
      creditsAvailable: 120,
      createdUtcEpoch: 1_700_000_000_000,
      updatedUtcEpoch: 1_700_000_100_000,
    });
    expect(parsed.plan).toBe(Plan.Parent);
    expect(parsed.createdUtcEpoch).toBe(1_700_000_000_000);
  });

  it('rejects an unknown plan and a missing id', () => {
    expect(subscriptionSchema.safeParse({ id: 'current', plan: 9 }).success).toBe(false);
    expect(subscriptionSchema.safeParse({}).success).toBe(false);
  });

  it('is frozen so nobody mutates the shared default', () => {
    expect(Object.isFrozen(DEFAULT_SUBSCRIPTION)).toBe(true);
  });
});
