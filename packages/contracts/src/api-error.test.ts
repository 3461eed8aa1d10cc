import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from './api-error.js';
import { generationCancelled } from './errors.js';

describe('apiErrorSchema', () => {
  it('requires error, message and an integer status', () => {
    expect(apiErrorSchema.safeParse({ error: 'x', message: 'y', status: 400 }).success).toBe(true);
    expect(apiErrorSchema.safeParse({ error: 'x', message: 'y' }).success).toBe(false);
    expect(apiErrorSchema.safeParse({ error: 'x', message: 'y', status: 4.5 }).success).toBe(false);
    expect(apiErrorSchema.safeParse({ message: 'y', status: 400 }).success).toBe(false);
  });

  it('accepts the cancelled-generation error', () => {
    expect(apiErrorSchema.parse(generationCancelled)).toEqual(generationCancelled);
  });
});
