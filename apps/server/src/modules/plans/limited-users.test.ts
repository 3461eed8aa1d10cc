import { describe, expect, it } from 'vitest';
import { Plan } from '@storyloom/contracts';
import { isLimitedSubscription } from './limited-users.js';

describe('isLimitedSubscription', () => {
  it('limits Demo, UnregisteredUser and users without a subscription', () => {
    expect(isLimitedSubscription({ plan: Plan.Demo })).toBe(true);
    expect(isLimitedSubscription({ plan: Plan.UnregisteredUser })).toBe(true);
    expect(isLimitedSubscription(null)).toBe(true);
    expect(isLimitedSubscription(undefined)).toBe(true);
  });

  it('does not limit paying plans', () => {
    expect(isLimitedSubscription({ plan: Plan.Explorer })).toBe(false);
    expect(isLimitedSubscription({ plan: Plan.Parent })).toBe(false);
    expect(isLimitedSubscription({ plan: Plan.Professional })).toBe(false);
  });
});
