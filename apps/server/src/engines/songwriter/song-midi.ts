/**
 * The song as a type-1 Standard MIDI File: a conductor track (title, tempo, 4/4, key), the tune
 * on channel 1 with a lyric event on every sung note (karaoke players and the web player follow
 * them), and soft block chords on channel 2. Text is stored as UTF-8.
 */
import { parseMidi, writeMidi, type MidiEvent } from 'midi-file';
import { MAJOR_KEYS } from './keys.js';
import { BEATS_PER_BAR } from './rhythm.js';
import type { Song } from './song-types.js';

export const TICKS_PER_BEAT = 480;
/** General MIDI programs (0-based): 0 acoustic grand piano, 73 flute. */
export const DEFAULT_MELODY_INSTRUMENT = 0;
const CHORD_INSTRUMENT = 0;
const MELODY_CHANNEL = 0;
const CHORD_CHANNEL = 1;
/** Sharps (positive) or flats (negative) in each key's signature. */
const KEY_SIGNATURES: Record<string, number> = { C: 0, D: 2, Eb: -3, F: -1, G: 1, A: 3, Bb: -2 };
const NATURAL_CLASS: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

export type SongMidiOptions = { instrument?: number; accompaniment?: boolean };

type Timed = { tick: number; order: number; event: MidiEvent };

/** midi-file writes one byte per character: hand it UTF-8 bytes as a binary string. */
const utf8Bytes = (text: string): string => Buffer.from(text, 'utf8').toString('latin1');
/** The inverse, for reading text events back. */
export const textFromMidi = (text: string): string => Buffer.from(text, 'latin1').toString('utf8');

function toTrack(timed: Timed[]): MidiEvent[] {
  const sorted = [...timed].sort((a, b) => a.tick - b.tick || a.order - b.order);
  let last = 0;
  const events = sorted.map(({ tick, event }) => {
    const delta = tick - last;
    last = tick;
    return { ...event, deltaTime: delta } as MidiEvent;
  });
  events.push({ deltaTime: 0, meta: true, type: 'endOfTrack' });
  return events;
}

/** A chord name ('F#m', 'Bb') as the MIDI notes of its triad around the octave below middle C. */
function triad(name: string): number[] {
  const match = /^([A-G])([#b]?)(m?)$/.exec(name);
  if (!match) return [];
  const root =
    (NATURAL_CLASS[match[1] as string] ?? 0) + (match[2] === '#' ? 1 : match[2] === 'b' ? -1 : 0);
  const bass = 48 + ((root + 12) % 12);
  return [bass, bass + (match[3] ? 3 : 4), bass + 7];
}

export function songToMidi(song: Song, options: SongMidiOptions = {}): Buffer {
  const instrument = options.instrument ?? DEFAULT_MELODY_INSTRUMENT;
  if (!Number.isInteger(instrument) || instrument < 0 || instrument > 127) {
    throw new Error('A General MIDI instrument is a number from 0 to 127.');
  }
  const tick = (beats: number): number => Math.round(beats * TICKS_PER_BEAT);
  const totalBeats = song.melody.notes.reduce(
    (end, note) => Math.max(end, note.startBeat + note.beats),
    0,
  );
  if (!MAJOR_KEYS.some((key) => key.name === song.melody.key)) {
    throw new Error(`Unknown key ${song.melody.key}.`);
  }

  const conductor: Timed[] = [
    {
      tick: 0,
      order: 0,
      event: { deltaTime: 0, meta: true, type: 'trackName', text: utf8Bytes(song.title) },
    },
    {
      tick: 0,
      order: 1,
      event: {
        deltaTime: 0,
        meta: true,
        type: 'timeSignature',
        numerator: BEATS_PER_BAR,
        denominator: 4,
        metronome: 24,
        thirtyseconds: 8,
      },
    },
    {
      tick: 0,
      order: 2,
      event: {
        deltaTime: 0,
        meta: true,
        type: 'keySignature',
        key: KEY_SIGNATURES[song.melody.key] ?? 0,
        scale: 0,
      },
    },
    {
      tick: 0,
      order: 3,
      event: {
        deltaTime: 0,
        meta: true,
        type: 'setTempo',
        microsecondsPerBeat: Math.round(60_000_000 / song.melody.tempoBpm),
      },
    },
  ];
  // The conductor track lasts as long as the song, so every reader agrees on its length.
  conductor.push({
    tick: tick(totalBeats),
    order: 9,
    event: { deltaTime: 0, meta: true, type: 'marker', text: 'end' },
  });

  const melody: Timed[] = [
    {
      tick: 0,
      order: 0,
      event: {
        deltaTime: 0,
        type: 'programChange',
        channel: MELODY_CHANNEL,
        programNumber: instrument,
      },
    },
  ];
  for (const note of song.melody.notes) {
    if (note.pitch === null) continue;
    const start = tick(note.startBeat);
    if (note.syllable !== null) {
      const text = utf8Bytes(note.syllable + (note.wordEnd ? ' ' : ''));
      melody.push({
        tick: start,
        order: 2,
        event: { deltaTime: 0, meta: true, type: 'lyrics', text },
      });
    }
    const on = {
      deltaTime: 0,
      type: 'noteOn',
      channel: MELODY_CHANNEL,
      noteNumber: note.pitch,
      velocity: 96,
    } as const;
    const off = {
      deltaTime: 0,
      type: 'noteOff',
      channel: MELODY_CHANNEL,
      noteNumber: note.pitch,
      velocity: 0,
    } as const;
    melody.push({ tick: start, order: 3, event: on });
    melody.push({ tick: tick(note.startBeat + note.beats), order: 1, event: off });
  }

  const tracks = [toTrack(conductor), toTrack(melody)];
  if (options.accompaniment ?? true) {
    const chords: Timed[] = [
      {
        tick: 0,
        order: 0,
        event: {
          deltaTime: 0,
          type: 'programChange',
          channel: CHORD_CHANNEL,
          programNumber: CHORD_INSTRUMENT,
        },
      },
    ];
    song.melody.chords.forEach((name, bar) => {
      const start = tick(bar * BEATS_PER_BAR);
      const end = tick(Math.min((bar + 1) * BEATS_PER_BAR, totalBeats));
      for (const pitch of triad(name)) {
        chords.push({
          tick: start,
          order: 3,
          event: {
            deltaTime: 0,
            type: 'noteOn',
            channel: CHORD_CHANNEL,
            noteNumber: pitch,
            velocity: 44,
          },
        });
        chords.push({
          tick: end,
          order: 1,
          event: {
            deltaTime: 0,
            type: 'noteOff',
            channel: CHORD_CHANNEL,
            noteNumber: pitch,
            velocity: 0,
          },
        });
      }
    });
    tracks.push(toTrack(chords));
  }
  const bytes = writeMidi({
    header: { format: 1, numTracks: tracks.length, ticksPerBeat: TICKS_PER_BEAT },
    tracks,
  });
  return Buffer.from(bytes);
}

/** How long a MIDI file plays, in seconds, from its tempo changes and its last event. */
export function midiDurationSeconds(midi: Uint8Array): number {
  const parsed = parseMidi(midi);
  const perBeat = parsed.header.ticksPerBeat ?? TICKS_PER_BEAT;
  const tempos: Array<{ tick: number; microsecondsPerBeat: number }> = [];
  let end = 0;
  for (const track of parsed.tracks) {
    let at = 0;
    for (const event of track) {
      at += event.deltaTime;
      if (event.type === 'setTempo')
        tempos.push({ tick: at, microsecondsPerBeat: event.microsecondsPerBeat });
    }
    end = Math.max(end, at);
  }
  tempos.sort((a, b) => a.tick - b.tick);
  let seconds = 0;
  let from = 0;
  let tempo = 500_000;
  for (const change of tempos) {
    if (change.tick >= end) break;
    seconds += ((change.tick - from) / perBeat) * (tempo / 1e6);
    from = change.tick;
    tempo = change.microsecondsPerBeat;
  }
  return seconds + ((end - from) / perBeat) * (tempo / 1e6);
}
