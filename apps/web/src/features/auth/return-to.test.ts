import { describe, expect, it } from 'vitest';
import { afterSignInPath } from './return-to';

describe('afterSignInPath', () => {
  it('returns to the page the visitor came from', () => {
    expect(afterSignInPath('?returnTo=%2Fmarketplace%2Fproduct%2Fp1')).toBe(
      '/marketplace/product/p1',
    );
  });

  it('goes to the story start without a returnTo, or with one that leaves the site', () => {
    expect(afterSignInPath('')).toBe('/ideas');
    for (const target of ['https://evil.example', '//evil.example', '/\\evil.example', 'ideas']) {
      expect(afterSignInPath(`?returnTo=${encodeURIComponent(target)}`), target).toBe('/ideas');
    }
    expect(afterSignInPath('?returnTo=%2F%0A%2Fevil')).toBe('/ideas');
  });
});
