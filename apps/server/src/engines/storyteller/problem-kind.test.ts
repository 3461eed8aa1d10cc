import { describe, expect, it } from 'vitest';
import { weatherIn, weatherLines } from './problem-kind.js';

describe('the weather a plot speaks of', () => {
  it('reads the weather named in either language', () => {
    expect([...weatherIn('the wind is too strong')]).toEqual(['wind']);
    expect([...weatherIn('a misty morning by the lake')]).toEqual(['fog']);
    expect([...weatherIn('está lloviendo y hay charcos')]).toEqual(['rain']);
    expect(weatherIn('a big storm with thunder')).toEqual(new Set(['wind', 'rain', 'storm']));
  });

  it('hears no weather in words that only look like it', () => {
    for (const plot of [
      'she made a mistake with the map',
      'lo hizo con mucho gusto',
      'a dry desert far away',
      'he blew out the candles on the cake',
      'a rainbow over the hill',
      'a window that would not open',
    ]) {
      expect([...weatherIn(plot)], plot).toEqual([]);
    }
  });

  it('keeps to lines of the weather named, and prefers those that name it', () => {
    const lines = [
      'It rained and rained.',
      'The wind blew and blew.',
      'They waited for the weather to turn.',
    ];
    expect(weatherLines(lines, new Set(['wind']))).toEqual(['The wind blew and blew.']);
    expect(weatherLines(lines, new Set(['fog']))).toEqual(['They waited for the weather to turn.']);
  });
});
