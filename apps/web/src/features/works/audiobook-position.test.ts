import { afterEach, describe, expect, it } from 'vitest';
import {
  chapterAt,
  positionKey,
  previousChapterStart,
  readPosition,
  savePosition,
} from './audiobook-position';
import { defaultPaper } from './paper';
import { sampleAudiobook } from './testing/fake-works-api';

afterEach(() => localStorage.clear());

describe('the remembered position', () => {
  it('is kept per audiobook and read back', () => {
    savePosition(localStorage, 'book-1', 42.26);
    expect(localStorage.getItem(positionKey('book-1'))).toBe('42.3');
    expect(readPosition(localStorage, 'book-1', 120)).toBeCloseTo(42.3);
    expect(readPosition(localStorage, 'book-2', 120)).toBe(0);
  });

  it('starts over at the very end, and when nothing sensible was kept', () => {
    savePosition(localStorage, 'book-1', 118);
    expect(readPosition(localStorage, 'book-1', 120)).toBe(0);
    localStorage.setItem(positionKey('book-1'), 'soon');
    expect(readPosition(localStorage, 'book-1', 120)).toBe(0);
    savePosition(localStorage, 'book-1', 0);
    expect(localStorage.getItem(positionKey('book-1'))).toBeNull();
  });

  it('never breaks the player when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(readPosition(refusing, 'book-1', 120)).toBe(0);
    expect(() => savePosition(refusing, 'book-1', 10)).not.toThrow();
  });
});

describe('chapters', () => {
  const { chapters } = sampleAudiobook;

  it('knows which chapter is playing', () => {
    expect(chapterAt(chapters, 0)).toBe(0);
    expect(chapterAt(chapters, 44.9)).toBe(1);
    expect(chapterAt(chapters, 45)).toBe(2);
    expect(chapterAt(chapters, 119)).toBe(3);
  });

  it('goes back to this chapter’s start when a few seconds in, else to the one before', () => {
    expect(previousChapterStart(chapters, 60)).toBe(45);
    expect(previousChapterStart(chapters, 46)).toBe(5);
    expect(previousChapterStart(chapters, 1)).toBe(0);
  });
});

describe('the default paper', () => {
  it('is Letter in the US and Canada, A4 elsewhere', () => {
    expect(defaultPaper('en-US')).toBe('letter');
    expect(defaultPaper('es-US')).toBe('letter');
    expect(defaultPaper('en-CA')).toBe('letter');
    expect(defaultPaper('en-GB')).toBe('a4');
    expect(defaultPaper('es')).toBe('a4');
    expect(defaultPaper('not a locale!')).toBe('a4');
    expect(defaultPaper(undefined)).toBe('a4');
  });
});
