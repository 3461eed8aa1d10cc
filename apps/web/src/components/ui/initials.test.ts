import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Jane Doe', 'JD'],
    ['jane.doe', 'JD'],
    ['Mary Ann van Dyke', 'MD'],
    ['sam', 'S'],
    ['User', 'U'],
    ['émile zola', 'ÉZ'],
    ['', '?'],
  ])('%s -> %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
