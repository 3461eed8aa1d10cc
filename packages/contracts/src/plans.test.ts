import { describe, expect, it } from 'vitest';
import { Plan } from './enums.js';
import { insufficientCreditsMessage, PLAN_NAMES, planFrom, planName } from './plans-values.js';
import { planPriceSchema } from './plans.js';

describe('plans', () => {
  it('lists every plan name in plan-number order', () => {
    expect(PLAN_NAMES).toEqual(Object.keys(Plan));
    expect(PLAN_NAMES.map((name) => Plan[name])).toEqual([1, 2, 3, 4, 5]);
  });

  it('names a plan and reads one back from a number or a name in any case', () => {
    expect(planName(Plan.Parent)).toBe('Parent');
    expect(planFrom('Parent')).toBe(Plan.Parent);
    expect(planFrom('unregistereduser')).toBe(Plan.UnregisteredUser);
    expect(planFrom(4)).toBe(Plan.Professional);
    expect(planFrom('2')).toBe(Plan.Explorer);
    expect(planFrom('Gold')).toBeUndefined();
    expect(planFrom(6)).toBeUndefined();
    expect(planFrom('')).toBeUndefined();
  });

  it('accepts a monthly price in cents with an ISO currency code', () => {
    expect(planPriceSchema.parse({ amountCents: 999, currency: 'USD' })).toEqual({
      amountCents: 999,
      currency: 'USD',
    });
    expect(planPriceSchema.safeParse({ amountCents: 9.99, currency: 'USD' }).success).toBe(false);
    expect(planPriceSchema.safeParse({ amountCents: 999, currency: 'usd' }).success).toBe(false);
  });

  it('says what a generation needs and what the user has', () => {
    expect(insufficientCreditsMessage(10, 3)).toBe(
      'Not enough credits: this needs 10 and you have 3.',
    );
  });
});
