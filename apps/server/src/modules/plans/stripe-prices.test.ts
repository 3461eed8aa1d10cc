import { describe, expect, it } from 'vitest';
import { Plan } from '@storyloom/contracts';
import { planForStripePrice, stripeProductsProblems } from './stripe-prices.js';

describe('Stripe price mapping', () => {
  const configuration = {
    stripeProducts: { prices: { price_parent: 'parent', price_pro: 4 }, note: 'kept' },
  };

  it('finds the plan a listed price buys, by name in any case or number', () => {
    expect(planForStripePrice(configuration, 'price_parent')).toBe(Plan.Parent);
    expect(planForStripePrice(configuration, 'price_pro')).toBe(Plan.Professional);
  });

  it('knows no plan for an unlisted price or without stripeProducts', () => {
    expect(planForStripePrice(configuration, 'price_gold')).toBeUndefined();
    expect(planForStripePrice(configuration, 'toString')).toBeUndefined();
    expect(planForStripePrice({}, 'price_parent')).toBeUndefined();
  });

  it('accepts an absent stripeProducts and a well-formed one', () => {
    expect(stripeProductsProblems(undefined)).toEqual([]);
    expect(stripeProductsProblems(configuration.stripeProducts)).toEqual([]);
  });

  it('names what is wrong with a malformed one', () => {
    expect(stripeProductsProblems([{ id: 'prod_1' }])).toEqual([
      'stripeProducts must be { prices: { "<Stripe price id>": "<plan>" } }',
    ]);
    expect(
      stripeProductsProblems({
        prices: { price_demo: 'Demo', 'bad id': 'Parent', price_x: 'Gold' },
      }),
    ).toEqual([
      'stripeProducts.prices.price_demo must be a paid plan (Explorer, Parent, Professional or 2..4)',
      'stripeProducts.prices: "bad id" is not a Stripe price id',
      'stripeProducts.prices.price_x must be a paid plan (Explorer, Parent, Professional or 2..4)',
    ]);
  });
});
