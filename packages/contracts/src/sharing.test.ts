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

  it('requires a shortCode of at least 8 characters, so links cannot be guessed', () => {
    expect(shareLinkSchema.parse({ shortCode: 'abcd1234' })).toEqual({ shortCode: 'abcd1234' });
    expect(shareLinkSchema.safeParse({ shortCode: 'abc' }).success).toBe(false);
    expect(shareLinkSchema.safeParse({ shortCode: '' }).success).toBe(false);
  });
});
