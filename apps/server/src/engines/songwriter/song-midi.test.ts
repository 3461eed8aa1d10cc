import { parseMidi, type MidiEvent } from 'midi-file';
import { describe, expect, it } from 'vitest';
import { tellStory } from '../storyteller/index.js';
import {
  DEFAULT_SONG_RANGE,
  midiDurationSeconds,
  songToMidi,
  textFromMidi,
  writeSong,
  type Song,
  type SongRequest,
} from './index.js';

const TICKS_PER_BEAT = 480;

function requestIn(language: 'en' | 'es', seed: string): SongRequest {
  const elements = [
    { name: 'Pip', description: '', type: 'character' as const },
    { name: 'Lola', description: '', type: 'character' as const },
    {
      name: language === 'en' ? 'Silver Stream' : 'el Arroyo',
      description: '',
      type: 'location' as const,
    },
  ];
  const story = tellStory({
    elements,
    event: '',
    goal: '',
    challenge: '',
    instructions: '',
    length: 'normal',
    age: 6,
    language,
    seed,
  });
  return { story, characters: elements.slice(0, 2), age: 6, seed };
}

/** Every event of a track with its absolute tick. */
function timed(track: MidiEvent[]): Array<{ tick: number; event: MidiEvent }> {
  let tick = 0;
  return track.map((event) => {
    tick += event.deltaTime;
    return { tick, event };
  });
}

function melodyTrack(midi: Buffer) {
  const parsed = parseMidi(midi);
  const track = parsed.tracks.find((events) =>
    events.some((event) => event.type === 'noteOn' && event.channel === 0),
  );
  if (!track) throw new Error('No melody track');
  return timed(track);
}

/** Sounding note-ons (a note-on with velocity 0 is a note-off). */
const noteOns = (events: ReturnType<typeof timed>) =>
  events.flatMap(({ tick, event }) =>
    event.type === 'noteOn' && event.velocity > 0 ? [{ tick, pitch: event.noteNumber }] : [],
  );

const totalBeats = (song: Song) =>
  song.melody.notes.reduce((end, note) => Math.max(end, note.startBeat + note.beats), 0);

describe('songToMidi', () => {
  const seeds = Array.from({ length: 8 }, (_, index) => `midi-${index}`);

  it('writes a MIDI file that parses, with the tune in the default singing range', () => {
    for (const seed of seeds) {
      const song = writeSong(requestIn('en', seed));
      const parsed = parseMidi(songToMidi(song));
      expect(parsed.header.ticksPerBeat).toBe(TICKS_PER_BEAT);
      expect(parsed.tracks.length).toBeGreaterThanOrEqual(2);
      const pitches = noteOns(melodyTrack(songToMidi(song))).map((note) => note.pitch);
      expect(pitches).toEqual(song.melody.notes.flatMap((note) => note.pitch ?? []));
      for (const pitch of pitches) {
        expect(pitch).toBeGreaterThanOrEqual(DEFAULT_SONG_RANGE.low);
        expect(pitch).toBeLessThanOrEqual(DEFAULT_SONG_RANGE.high);
      }
    }
  });

  it('keeps every note of a song without accompaniment inside a custom range', () => {
    const range = { low: 55, high: 64 };
    for (const seed of seeds) {
      const song = writeSong({ ...requestIn('es', seed), range });
      expect(song.melody.range).toEqual(range);
      const parsed = parseMidi(songToMidi(song, { accompaniment: false }));
      const pitches = parsed.tracks.flatMap((track) => noteOns(timed(track)));
      expect(pitches.length).toBeGreaterThan(0);
      for (const { pitch } of pitches) {
        expect(pitch).toBeGreaterThanOrEqual(range.low);
        expect(pitch).toBeLessThanOrEqual(range.high);
      }
    }
  });

  it('rejects a singing range too small for a tune, saying so', () => {
    const request = requestIn('en', 'small');
    expect(() => writeSong({ ...request, range: { low: 60, high: 65 } })).toThrow(
      /at least 7 semitones/,
    );
    // Seven semitones from C# fit none of the keys the songwriter knows.
    expect(() => writeSong({ ...request, range: { low: 61, high: 68 } })).toThrow(
      /range is too small/,
    );
  });

  it.each(['en', 'es'] as const)(
    'puts one lyric event on each sung note, spelling the %s lyrics',
    (language) => {
      const song = writeSong(requestIn(language, `lyrics-${language}`));
      const events = melodyTrack(songToMidi(song));
      const lyrics = events.flatMap(({ tick, event }) =>
        event.type === 'lyrics' ? [{ tick, text: textFromMidi(event.text) }] : [],
      );
      const notes = noteOns(events);
      expect(lyrics.map((lyric) => lyric.tick)).toEqual(notes.map((note) => note.tick));
      const sung = song.melody.notes.filter((note) => note.pitch !== null);
      expect(notes.map((note) => note.tick)).toEqual(
        sung.map((note) => note.startBeat * TICKS_PER_BEAT),
      );
      const words = song.sections
        .flatMap((section) => section.lines)
        .flatMap((line) => line.split(/\s+/))
        .filter((word) => /[\p{L}\p{N}]/u.test(word));
      expect(
        lyrics
          .map((lyric) => lyric.text)
          .join('')
          .trim(),
      ).toBe(words.join(' '));
    },
  );

  it('keeps the title and accents readable as UTF-8', () => {
    const song = writeSong(requestIn('es', 'title'));
    const parsed = parseMidi(songToMidi(song));
    const names = parsed.tracks
      .flat()
      .flatMap((event) => (event.type === 'trackName' ? [textFromMidi(event.text)] : []));
    expect(names).toContain(song.title);
  });

  it('lasts as long as the tune at its tempo', () => {
    const song = writeSong(requestIn('en', 'length'));
    // MIDI keeps the tempo in whole microseconds per beat (104 bpm is 576,923 µs, not 576,923.08).
    const expected = (totalBeats(song) * Math.round(60_000_000 / song.melody.tempoBpm)) / 1e6;
    expect(midiDurationSeconds(songToMidi(song))).toBeCloseTo(expected, 6);
    expect(midiDurationSeconds(songToMidi(song, { accompaniment: false }))).toBeCloseTo(
      expected,
      6,
    );
  });

  it('plays the instrument asked for and refuses one General MIDI does not have', () => {
    const song = writeSong(requestIn('en', 'flute'));
    const programs = melodyTrack(songToMidi(song, { instrument: 73 })).flatMap(({ event }) =>
      event.type === 'programChange' ? [event.programNumber] : [],
    );
    expect(programs).toEqual([73]);
    expect(() => songToMidi(song, { instrument: 128 })).toThrow(/0 to 127/);
  });
});
