import { describe, expect, it } from 'vitest';
import {
  acquireRequestSchema,
  abandonProductRequestSchema,
  productDetailsInputSchema,
  productListQuerySchema,
  publishRequestSchema,
  reportProductRequestSchema,
} from './marketplace.js';

const details = { id: 'p1', title: 'Forest friends', ageMin: 3, ageMax: 6, language: 'en' };

describe('marketplace contracts', () => {
  it('accepts product details and fills the optional parts', () => {
    expect(productDetailsInputSchema.parse(details)).toEqual({
      ...details,
      description: '',
      categoryIds: [],
    });
  });

  it('rejects a blank or too long title, ages outside 2-12 or reversed, other languages', () => {
    const bad = [
      { ...details, title: '   ' },
      { ...details, title: 'x'.repeat(81) },
      { ...details, ageMin: 1 },
      { ...details, ageMax: 13 },
      { ...details, ageMin: 8, ageMax: 4 },
      { ...details, language: 'fr' },
      { ...details, description: 'x'.repeat(2001) },
      { ...details, id: undefined },
    ];
    for (const input of bad) expect(productDetailsInputSchema.safeParse(input).success).toBe(false);
  });

  it('lets a product be created from a bag without an id', () => {
    expect(
      productDetailsInputSchema.safeParse({ ...details, id: undefined, bagId: 'b1' }).success,
    ).toBe(true);
  });

  it('defaults targetBagId to null and removeCopies to false', () => {
    expect(acquireRequestSchema.parse({ productId: 'p1' })).toEqual({
      productId: 'p1',
      targetBagId: null,
    });
    expect(abandonProductRequestSchema.parse({ productId: 'p1' })).toEqual({
      productId: 'p1',
      removeCopies: false,
    });
  });

  it('requires ids that look like ids', () => {
    expect(publishRequestSchema.safeParse({ bagId: '' }).success).toBe(false);
    expect(publishRequestSchema.safeParse({ bagId: '../x' }).success).toBe(false);
    expect(publishRequestSchema.safeParse({}).success).toBe(false);
  });

  it('reads list queries from strings with sensible defaults and bounds', () => {
    expect(productListQuerySchema.parse({})).toEqual({ sort: 'newest', page: 1, pageSize: 20 });
    expect(
      productListQuerySchema.parse({ page: '2', pageSize: '5', sort: 'mostAcquired' }),
    ).toMatchObject({
      page: 2,
      pageSize: 5,
    });
    expect(productListQuerySchema.safeParse({ pageSize: '51' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ sort: 'oldest' }).success).toBe(false);
  });

  it('needs a report reason of 1 to 500 characters', () => {
    expect(reportProductRequestSchema.safeParse({ productId: 'p1', reason: ' ' }).success).toBe(
      false,
    );
    expect(
      reportProductRequestSchema.safeParse({ productId: 'p1', reason: 'x'.repeat(501) }).success,
    ).toBe(false);
    expect(reportProductRequestSchema.parse({ productId: 'p1', reason: ' rude ' }).reason).toBe(
      'rude',
    );
  });
});
