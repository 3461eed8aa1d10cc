import { describe, expect, it } from 'vitest';
import { initialsOf, nameLetterOf } from './initials';

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

describe('nameLetterOf', () => {
  it.each([
    ['Max', 'M'],
    ['  élodie', 'É'],
    ['🦊 Fox', '🦊'],
  ])('stands %s in with %s', (name, letter) => {
    expect(nameLetterOf(name)).toBe(letter);
  });

  it('falls back when there is no name', () => {
    expect(nameLetterOf('   ')).toBe('?');
    expect(nameLetterOf('', '★')).toBe('★');
  });
});
