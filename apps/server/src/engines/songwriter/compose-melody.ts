/**
 * A simple diatonic tune for the lyrics: a major key that fits the singer's range, mostly steps
 * with the odd small leap, every line ending on a note of the home chord (the last one of each
 * section on the home note itself), and the chorus sung to the same tune every time.
 */
import type { Random } from '../storyteller/index.js';
import { BEATS_PER_BAR, lineRhythm } from './rhythm.js';
import { MAJOR_KEYS, chordName, degreeOf, type MajorKey } from './keys.js';
import type { Syllable } from './syllables.js';
import type { SongMelody, SongNote, SongSection } from './song-types.js';

/** Where each line of a four-line section comes to rest: scale degrees (0 = home note). */
const LINE_ENDINGS: readonly (readonly number[])[] = [[2, 4], [4, 2], [2, 4], [0]];
/** Step sizes in scale notes and how often each is taken. */
const MOVES = [
  { step: -2, weight: 1 },
  { step: -1, weight: 3 },
  { step: 0, weight: 1.2 },
  { step: 1, weight: 3 },
  { step: 2, weight: 1 },
] as const;
/** The triads the accompaniment chooses from, as scale degrees (I, IV, V, vi). */
const CHORDS: ReadonlyArray<readonly number[]> = [
  [0, 2, 4],
  [3, 5, 0],
  [4, 6, 1],
  [5, 0, 2],
];

export function chooseKey(range: { low: number; high: number }, random: Random) {
  const fitting = MAJOR_KEYS.flatMap((key) => {
    const tonic = range.low + ((key.tonicClass - range.low + 120) % 12);
    return tonic <= range.low + 5 && tonic + 7 <= range.high ? [{ key, tonic }] : [];
  });
  if (fitting.length === 0) throw new Error('The singing range is too small for a tune.');
  return random.pick(fitting);
}

function weightedStep(random: Random, allowed: (step: number) => boolean): number | null {
  const options = MOVES.filter((move) => allowed(move.step));
  const total = options.reduce((sum, move) => sum + move.weight, 0);
  let roll = random.float() * total;
  for (const move of options) {
    roll -= move.weight;
    if (roll < 0) return move.step;
  }
  return options[options.length - 1]?.step ?? null;
}

/** Positions in `scale` (indices) for one line, ending exactly on `target`. */
function linePitches(count: number, from: number, target: number, top: number, random: Random) {
  const out: number[] = [];
  let at = from;
  for (let index = 0; index < count; index++) {
    const movesLeft = count - 1 - index;
    if (movesLeft === 0) {
      out.push(target);
      break;
    }
    const repeated = out.length >= 2 && out[out.length - 1] === out[out.length - 2];
    const step = weightedStep(random, (step) => {
      const next = at + step;
      if (next < 0 || next > top || (step === 0 && repeated)) return false;
      // Stay close enough to reach the ending by steps, and approach it stepwise.
      const reach = movesLeft === 1 ? 1 : 2 * movesLeft;
      return Math.abs(target - next) <= reach;
    });
    at = step === null ? at + Math.sign(target - at) : at + step;
    out.push(at);
  }
  return out;
}

export function composeMelody(input: {
  sections: SongSection[];
  syllables: Syllable[][][];
  range: { low: number; high: number };
  tempoBpm: number;
  random: Random;
}): SongMelody {
  const { range, random } = input;
  const { key, tonic } = chooseKey(range, random);
  const scale: number[] = [];
  for (let pitch = range.low; pitch <= range.high; pitch++) {
    if (degreeOf(pitch, key) !== null) scale.push(pitch);
  }
  const top = scale.length - 1;
  const nearest = (degree: number, near: number): number => {
    let best = -1;
    scale.forEach((pitch, index) => {
      if (degreeOf(pitch, key) !== degree) return;
      if (best < 0 || Math.abs(index - near) < Math.abs(best - near)) best = index;
    });
    return best;
  };

  const notes: SongNote[] = [];
  const tunes = new Map<SongSection['kind'], SongNote[]>();
  let startBeat = 0;
  let at = nearest(random.pick([0, 2, 4]), scale.indexOf(tonic));
  input.sections.forEach((section, sectionIndex) => {
    const lines = input.syllables[sectionIndex] ?? [];
    // Every verse is sung to the first verse's tune and every chorus to the first chorus's, as
    // songs are: the lyrics fit it because each line has its phrase's number of syllables.
    const known = tunes.get(section.kind);
    const fits =
      known !== undefined &&
      lines.every(
        (line, lineIndex) =>
          line.length === known.filter((n) => n.line === lineIndex && n.pitch !== null).length,
      ) &&
      known.every((note) => note.line < lines.length);
    const sectionNotes: SongNote[] = [];
    if (known && fits) {
      const next = lines.map(() => 0);
      for (const note of known) {
        const text = note.pitch === null ? undefined : lines[note.line]?.[next[note.line]!++];
        sectionNotes.push({
          ...note,
          syllable: text?.text ?? null,
          wordEnd: text?.wordEnd ?? false,
          section: sectionIndex,
        });
      }
    } else {
      lines.forEach((line, lineIndex) => {
        const rhythm = lineRhythm(line.length, random);
        const sung = rhythm.filter((note) => !note.rest).length;
        const endings = LINE_ENDINGS[Math.min(lineIndex, 3)] ?? [0];
        const lastLine = lineIndex === lines.length - 1;
        const target = nearest(lastLine ? 0 : random.pick(endings), at);
        const pitches = linePitches(sung, at, target, top, random);
        at = target;
        let syllable = 0;
        for (const note of rhythm) {
          const text = note.rest ? undefined : line[syllable];
          const pitch = note.rest ? null : (scale[pitches[syllable] ?? target] ?? tonic);
          if (!note.rest) syllable++;
          sectionNotes.push({
            pitch,
            beats: note.beats,
            startBeat: 0,
            syllable: text?.text ?? null,
            wordEnd: text?.wordEnd ?? false,
            section: sectionIndex,
            line: lineIndex,
          });
        }
      });
      if (!tunes.has(section.kind)) tunes.set(section.kind, sectionNotes);
    }
    for (const note of sectionNotes) {
      notes.push({ ...note, startBeat });
      startBeat += note.beats;
    }
  });
  return {
    key: key.name,
    tempoBpm: input.tempoBpm,
    range: { low: range.low, high: range.high },
    chords: chordsForBars(notes, key),
    notes,
  };
}

/** The chord under each bar: the triad holding most of the bar's melody, home at line ends. */
function chordsForBars(notes: SongNote[], key: MajorKey): string[] {
  const last = notes[notes.length - 1];
  const bars = Math.ceil(((last?.startBeat ?? 0) + (last?.beats ?? 0)) / BEATS_PER_BAR);
  const chords: string[] = [];
  for (let bar = 0; bar < bars; bar++) {
    const inBar = notes.filter(
      (note) => Math.floor(note.startBeat / BEATS_PER_BAR) === bar && note.pitch !== null,
    );
    let best: readonly number[] = CHORDS[0] ?? [0, 2, 4];
    let bestScore = -1;
    for (const chord of CHORDS) {
      const score = inBar.reduce((sum, note) => {
        const degree = degreeOf(note.pitch as number, key);
        const weight = note.beats * (note.startBeat % 2 === 0 ? 1.5 : 1);
        return sum + (degree !== null && chord.includes(degree) ? weight : 0);
      }, 0);
      if (score > bestScore + 0.01) {
        best = chord;
        bestScore = score;
      }
    }
    chords.push(chordName(best[0] as number, key));
  }
  return chords;
}
