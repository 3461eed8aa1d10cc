// WAV in and out: the child's utterance arrives as WAV (mono 16-bit PCM at 16 kHz), the
// character's voice leaves as WAV. Plain bytes, no dependency.

/** Why an utterance's audio cannot be used, in words a caller can act on. */
export class WavError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WavError';
  }
}

export type Pcm16 = { samples: Int16Array; sampleRate: number; channels: number };

const PCM = 1;
const EXTENSIBLE = 0xfffe;

/** Reads a PCM WAV file: its 16-bit samples (channels interleaved), rate and channel count. */
export function readWav(bytes: Buffer): Pcm16 {
  if (
    bytes.length < 12 ||
    bytes.toString('ascii', 0, 4) !== 'RIFF' ||
    bytes.toString('ascii', 8, 12) !== 'WAVE'
  ) {
    throw new WavError('The utterance must be a WAV file (RIFF/WAVE)');
  }
  let format: { audioFormat: number; channels: number; sampleRate: number; bits: number } | null =
    null;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const declared = bytes.readUInt32LE(offset + 4);
    const start = offset + 8;
    // A recorder that streams writes 0 or 0xFFFFFFFF for the data size: the rest is the data.
    const size =
      id === 'data' && (declared === 0 || start + declared > bytes.length)
        ? bytes.length - start
        : declared;
    if (start + size > bytes.length) throw new WavError('The WAV file is cut short');
    if (id === 'fmt ') {
      if (size < 16) throw new WavError('The WAV file has a broken format chunk');
      let audioFormat = bytes.readUInt16LE(start);
      if (audioFormat === EXTENSIBLE && size >= 26) audioFormat = bytes.readUInt16LE(start + 24);
      format = {
        audioFormat,
        channels: bytes.readUInt16LE(start + 2),
        sampleRate: bytes.readUInt32LE(start + 4),
        bits: bytes.readUInt16LE(start + 14),
      };
    } else if (id === 'data') {
      if (!format) throw new WavError('The WAV file has no format chunk before its data');
      if (format.audioFormat !== PCM || format.bits !== 16) {
        throw new WavError('The utterance must be 16-bit PCM WAV (not compressed or float)');
      }
      if (format.channels < 1) throw new WavError('The WAV file names no channels');
      const frameBytes = 2 * format.channels;
      const usable = size - (size % frameBytes);
      const copy = Buffer.from(bytes.subarray(start, start + usable)); // aligned for Int16Array
      const samples = new Int16Array(copy.buffer, copy.byteOffset, usable / 2);
      return { samples, sampleRate: format.sampleRate, channels: format.channels };
    }
    offset = start + size + (size % 2); // chunks are padded to an even length
  }
  throw new WavError('The WAV file has no audio data');
}

/**
 * The utterance as 16 kHz mono samples, or a WavError saying what is wrong with it: another
 * layout, too short or too long.
 */
export function readUtterance(
  bytes: Buffer,
  {
    sampleRate,
    minSeconds,
    maxSeconds,
  }: { sampleRate: number; minSeconds: number; maxSeconds: number },
): Int16Array {
  const wav = readWav(bytes);
  if (wav.channels !== 1 || wav.sampleRate !== sampleRate) {
    throw new WavError(
      `The utterance must be mono at ${sampleRate} Hz; this one is ${wav.channels} channel(s) at ${wav.sampleRate} Hz`,
    );
  }
  const seconds = wav.samples.length / sampleRate;
  if (seconds < minSeconds) {
    throw new WavError(
      `The utterance is too short (${seconds.toFixed(2)} s; at least ${minSeconds} s)`,
    );
  }
  if (seconds > maxSeconds) {
    throw new WavError(
      `The utterance is too long (${seconds.toFixed(1)} s; at most ${maxSeconds} s)`,
    );
  }
  return wav.samples;
}

/** Mono 16-bit PCM as a WAV file. */
export function encodeWav(samples: Int16Array, sampleRate: number): Buffer {
  const dataBytes = samples.length * 2;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(PCM, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, dataBytes)]);
}

/**
 * Mono samples at another rate, through a windowed-sinc low-pass (what sox does, simply): test
 * audio from eSpeak (22.05 kHz) becomes the 16 kHz a call takes.
 */
export function resample(samples: Int16Array, from: number, to: number): Int16Array {
  if (from === to) return samples;
  const ratio = to / from;
  const length = Math.floor(samples.length * ratio);
  const out = new Int16Array(length);
  const cutoff = Math.min(1, ratio) * 0.95;
  const half = 16;
  for (let index = 0; index < length; index += 1) {
    const position = index / ratio;
    const centre = Math.floor(position);
    let sum = 0;
    for (let k = centre - half + 1; k <= centre + half; k += 1) {
      if (k < 0 || k >= samples.length) continue;
      const t = position - k;
      const window = 0.5 + 0.5 * Math.cos((Math.PI * t) / half);
      const x = cutoff * t;
      const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
      sum += samples[k]! * cutoff * sinc * window;
    }
    out[index] = Math.max(-32768, Math.min(32767, Math.round(sum)));
  }
  return out;
}
