import { describe, expect, it } from 'vitest';
import {
  authStatusSchema,
  changeTypeSchema,
  contentKindSchema,
  eventTypeSchema,
  planSchema,
  storyElementTypeSchema,
  wizardPhaseSchema,
} from './enum-schemas.js';

describe('numeric enum schemas', () => {
  it.each([
    ['plan', planSchema, [1, 2, 3, 4, 5], [0, 6, -1, 1.5, '1', null]],
    ['phase', wizardPhaseSchema, [1, 2, 3], [0, 4, 2.5, '2']],
    ['element type', storyElementTypeSchema, [1, 2, 3, 4], [0, 5, '3']],
    ['content kind', contentKindSchema, [1, 2, 3, 4, 5], [0, 6, '5']],
    ['event type', eventTypeSchema, [1200, 700, 701], [0, 702, 1201, '700']],
  ] as const)('%s accepts only its values', (_, schema, good, bad) => {
    for (const value of good) expect(schema.parse(value)).toBe(value);
    for (const value of bad) expect(schema.safeParse(value).success).toBe(false);
  });
});

describe('string enum schemas', () => {
  it('reject other strings', () => {
    expect(changeTypeSchema.safeParse('added').success).toBe(false);
    expect(authStatusSchema.safeParse('Loading').success).toBe(false);
  });
});
