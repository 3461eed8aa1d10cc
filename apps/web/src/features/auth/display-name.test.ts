import { describe, expect, it } from 'vitest';
import { displayNameOf } from './display-name';

describe('displayNameOf', () => {
  it('uses the name', () => {
    expect(displayNameOf({ displayName: 'Jane Doe', email: 'jd@example.org' })).toBe('Jane Doe');
  });

  it('falls back to the part of the e-mail before the @', () => {
    expect(displayNameOf({ displayName: null, email: 'sam.smith@example.org' })).toBe('sam.smith');
    expect(displayNameOf({ displayName: '   ', email: 'sam@example.org' })).toBe('sam');
  });

  it("falls back to 'User'", () => {
    expect(displayNameOf({ displayName: null, email: '' })).toBe('User');
    expect(displayNameOf({ displayName: null, email: '@example.org' })).toBe('User');
    expect(displayNameOf(null)).toBe('User');
  });
});
