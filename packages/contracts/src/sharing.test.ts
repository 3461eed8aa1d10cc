import { describe, expect, it } from 'vitest';
import { shareLinkSchema, shareLinkUrl } from './sharing.js';

describe('sharing', () => {
  it('builds origin + /view/ + shortCode', () => {
    expect(shareLinkUrl('https://storyloom.example', 'abc123')).toBe(
      'https://storyloom.example/view/abc123',
    );
    expect(shareLinkUrl('https://storyloom.example/', 'abc123')).toBe(
      'https://storyloom.example/view/abc123',
    );
  });

  it('requires a non-empty shortCode', () => {
    expect(shareLinkSchema.parse({ shortCode: 'abc' })).toEqual({
      shortCode: 'abc',
    });
    expect(shareLinkSchema.safeParse({ shortCode: '' }).success).toBe(false);
  });
});
