import { describe, expect, it } from 'vitest';
import { sungSections, syllableAt } from './song-timing';
import { sampleSong } from './testing/fake-works-api';

const text = (seconds: number) =>
  sampleSong.syllables[syllableAt(sampleSong.syllables, seconds)]?.text;

describe('which syllable is sung', () => {
  it('follows the song from its first syllable to its last', () => {
    expect(text(0)).toBe('Lu');
    expect(text(0.49)).toBe('Lu');
    expect(text(0.5)).toBe('na');
    expect(text(2.9)).toBe('map');
    expect(text(6.4)).toBe('star');
  });

  it('is none in the pause between lines, before the start and after the end', () => {
    expect(syllableAt(sampleSong.syllables, 3.2)).toBe(-1);
    expect(syllableAt(sampleSong.syllables, -1)).toBe(-1);
    expect(syllableAt(sampleSong.syllables, 6.5)).toBe(-1);
    expect(syllableAt([], 1)).toBe(-1);
  });
});

describe('the lyrics as sung', () => {
  it('numbers the verses, keeps the chorus, and splits each line into its syllables', () => {
    const sections = sungSections(sampleSong);
    expect(sections.map((section) => [section.kind, section.number])).toEqual([
      ['verse', 1],
      ['chorus', 0],
    ]);
    expect(sections[1]?.lines[0]?.syllables.map((syllable) => syllable.text)).toEqual([
      'Shine',
      'lit',
      'tle',
      'star',
    ]);
    expect(sections[1]?.lines[0]?.syllables[0]?.index).toBe(5);
  });

  it('still shows a line the timing does not cover', () => {
    const sections = sungSections({
      sections: [{ kind: 'verse', lines: ['Hum along'] }],
      syllables: [],
    });
    expect(sections[0]?.lines[0]).toEqual({ text: 'Hum along', syllables: [] });
  });
});
