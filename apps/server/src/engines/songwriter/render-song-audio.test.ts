import { beforeAll, describe, expect, it } from 'vitest';
import { decodeMp3, loudness, type DecodedAudio } from '../narrator/narrator.test-support.js';
import { tellStory } from '../storyteller/index.js';
import {
  midiDurationSeconds,
  renderSongAudio,
  songToMidi,
  writeSong,
  type RenderedSong,
  type Song,
} from './index.js';
import { RELEASE_TAIL_SECONDS, SONG_SAMPLE_RATE } from './render-song-audio.js';

/** Rendering is the slow part (the soundfont loads, then the synthesiser plays in real time-ish). */
const RENDER_TIMEOUT_MS = 60_000;
/** A song with sound in it is far louder than this; a silent render is exactly zero. */
const AUDIBLE = 0.01;

/** The first two lines of a real song: a few seconds of music, quick to render. */
function shortSong(): Song {
  const elements = [{ name: 'Pip', description: '', type: 'character' as const }];
  const story = tellStory({
    elements,
    event: '',
    goal: '',
    challenge: '',
    instructions: '',
    length: 'normal',
    age: 6,
    language: 'en',
    seed: 'audio',
  });
  const song = writeSong({ story, characters: elements, seed: 'audio' });
  const notes = song.melody.notes.filter((note) => note.section === 0 && note.line < 2);
  const beats = notes.reduce((end, note) => Math.max(end, note.startBeat + note.beats), 0);
  return {
    ...song,
    sections: [{ kind: 'verse', lines: song.sections[0]?.lines.slice(0, 2) ?? [] }],
    melody: { ...song.melody, notes, chords: song.melody.chords.slice(0, Math.ceil(beats / 4)) },
  };
}

/** The WAV's format fields and its samples as numbers from -1 to 1. */
function readWav(wav: Buffer) {
  const dataBytes = wav.readUInt32LE(40);
  const samples = new Float32Array(dataBytes / 2);
  for (let index = 0; index < samples.length; index++) {
    samples[index] = wav.readInt16LE(44 + index * 2) / 32768;
  }
  return {
    riff: wav.toString('ascii', 0, 4),
    wave: wav.toString('ascii', 8, 12),
    riffSize: wav.readUInt32LE(4),
    channels: wav.readUInt16LE(22),
    sampleRate: wav.readUInt32LE(24),
    byteRate: wav.readUInt32LE(28),
    bitsPerSample: wav.readUInt16LE(34),
    dataBytes,
    samples,
  };
}

describe('renderSongAudio', () => {
  let midiSeconds = 0;
  let rendered: RenderedSong;
  let mp3: DecodedAudio;

  beforeAll(async () => {
    const midi = songToMidi(shortSong());
    midiSeconds = midiDurationSeconds(midi);
    rendered = await renderSongAudio(midi);
    mp3 = await decodeMp3(rendered.mp3);
  }, RENDER_TIMEOUT_MS);

  it('lasts as long as the MIDI plus the release tail', () => {
    expect(midiSeconds).toBeGreaterThan(3);
    const expected = midiSeconds + RELEASE_TAIL_SECONDS;
    expect(Math.abs(rendered.durationSeconds - expected)).toBeLessThan(0.1);
    expect(Math.abs(mp3.durationSeconds - expected)).toBeLessThan(0.1);
  });

  it('writes a mono 16-bit WAV whose header agrees with its length', () => {
    const wav = readWav(rendered.wav);
    expect([wav.riff, wav.wave]).toEqual(['RIFF', 'WAVE']);
    expect(wav.channels).toBe(1);
    expect(wav.bitsPerSample).toBe(16);
    expect(wav.sampleRate).toBe(SONG_SAMPLE_RATE);
    expect(wav.byteRate).toBe(SONG_SAMPLE_RATE * 2);
    expect(wav.riffSize).toBe(rendered.wav.length - 8);
    expect(wav.dataBytes).toBe(rendered.wav.length - 44);
    expect(wav.dataBytes / 2 / wav.sampleRate).toBeCloseTo(rendered.durationSeconds, 3);
    expect(mp3.sampleRate).toBe(wav.sampleRate);
  });

  it('is audible from the first note to the last', () => {
    const wav = readWav(rendered.wav);
    const audio = {
      samples: wav.samples,
      sampleRate: wav.sampleRate,
      durationSeconds: rendered.durationSeconds,
    };
    expect(loudness(audio, 0, audio.durationSeconds)).toBeGreaterThan(AUDIBLE);
    expect(loudness(mp3, 0, mp3.durationSeconds)).toBeGreaterThan(AUDIBLE);
    // Each half of the tune sounds: no part of it rendered silent.
    const half = midiSeconds / 2;
    expect(loudness(audio, 0, half)).toBeGreaterThan(AUDIBLE);
    expect(loudness(audio, half, midiSeconds)).toBeGreaterThan(AUDIBLE);
    // Brought to a comfortable level: clearly loud, yet short of clipping.
    const peak = wav.samples.reduce((max, sample) => Math.max(max, Math.abs(sample)), 0);
    expect(peak).toBeGreaterThan(0.5);
    expect(peak).toBeLessThan(0.99);
  });
});
