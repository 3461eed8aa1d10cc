/**
 * Major keys the songwriter uses, with the spelling of their scales, so ABC notation can name
 * every note by letter under its key signature.
 */

export type MajorKey = {
  /** ABC key name: 'C', 'D', 'Eb'... */
  name: string;
  /** Pitch class of the tonic (C = 0). */
  tonicClass: number;
  /** The seven scale notes from the tonic up, spelled: ['D', 'E', 'F#', ...]. */
  spelling: readonly string[];
};

const scale = (name: string, tonicClass: number, spelling: string): MajorKey => ({
  name,
  tonicClass,
  spelling: spelling.split(' '),
});

export const MAJOR_KEYS: readonly MajorKey[] = [
  scale('C', 0, 'C D E F G A B'),
  scale('D', 2, 'D E F# G A B C#'),
  scale('Eb', 3, 'Eb F G Ab Bb C D'),
  scale('F', 5, 'F G A Bb C D E'),
  scale('G', 7, 'G A B C D E F#'),
  scale('A', 9, 'A B C# D E F# G#'),
  scale('Bb', 10, 'Bb C D Eb F G A'),
];

/** Semitones above the tonic of each degree of the major scale. */
export const MAJOR_STEPS = [0, 2, 4, 5, 7, 9, 11] as const;

const NATURAL_CLASS: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** The scale degree (0..6) of a pitch in a key, or null when it is not in the scale. */
export function degreeOf(pitch: number, key: MajorKey): number | null {
  const step = (((pitch - key.tonicClass) % 12) + 12) % 12;
  const degree = MAJOR_STEPS.indexOf(step as (typeof MAJOR_STEPS)[number]);
  return degree < 0 ? null : degree;
}

/**
 * A scale note as ABC writes it under the key's signature (no accidental needed): middle C is
 * C, the octave above is c, then c'; below middle C, C, and C,,.
 */
export function abcPitch(pitch: number, key: MajorKey): string {
  const degree = degreeOf(pitch, key);
  if (degree === null) throw new Error(`Pitch ${pitch} is not in the key of ${key.name}.`);
  const spelled = key.spelling[degree] as string;
  const letter = spelled.charAt(0);
  const accidental = spelled.includes('#') ? 1 : spelled.includes('b') ? -1 : 0;
  const octave = Math.floor((pitch - accidental - (NATURAL_CLASS[letter] ?? 0)) / 12) - 1;
  if (octave >= 5) return letter.toLowerCase() + "'".repeat(octave - 5);
  return letter + ','.repeat(4 - octave);
}

/** Chord name of the triad built on a scale degree: 'C', 'Dm', 'G', 'Am'. */
export function chordName(degree: number, key: MajorKey): string {
  const root = key.spelling[degree] as string;
  return [1, 2, 5].includes(degree) ? `${root}m` : root;
}
