import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const RATE = 16_000;

/** The PCM16 mono samples and rate of a WAV file as eSpeak NG writes it (the data chunk found by name). */
function readPcm16(wav: Buffer): { samples: Int16Array; rate: number } {
  let offset = 12;
  let rate = 0;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === 'fmt ') rate = wav.readUInt32LE(offset + 12);
    if (id === 'data') {
      const bytes = wav.subarray(offset + 8, offset + 8 + Math.min(size, wav.length - offset - 8));
      const samples = new Int16Array(bytes.length / 2);
      for (let index = 0; index < samples.length; index += 1)
        samples[index] = bytes.readInt16LE(index * 2);
      return { samples, rate };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('eSpeak NG wrote a WAV without a data chunk');
}

/** Linear interpolation to 16 kHz: plenty for a test voice. */
function resample(samples: Int16Array, from: number): Int16Array {
  const length = Math.floor((samples.length * RATE) / from);
  const output = new Int16Array(length);
  for (let index = 0; index < length; index += 1) {
    const position = (index * from) / RATE;
    const whole = Math.floor(position);
    const next = samples[Math.min(whole + 1, samples.length - 1)]!;
    output[index] = Math.round(samples[whole]! + (next - samples[whole]!) * (position - whole));
  }
  return output;
}

function wavOf(samples: Int16Array): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples.length * 2, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples.length * 2, 40);
  return Buffer.concat([
    header,
    Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength),
  ]);
}

export type FakeMicrophone = {
  /** The WAV Chromium plays as its microphone. */
  file: string;
  /** Chromium's flags for a microphone that plays `file` (granted without asking). */
  flags: string[];
  remove(): Promise<void>;
};

/**
 * A WAV for Chromium's fake microphone: `sentence` spoken by eSpeak NG (Debian's espeak-ng),
 * 16 kHz mono PCM16, with `silenceBefore` and `silenceAfter` seconds of quiet around it. Chromium
 * plays the file in a loop, so the sentence comes back every few seconds: whenever the page starts
 * listening, a whole sentence follows a quiet moment.
 */
export async function fakeMicrophoneSaying(
  sentence: string,
  { silenceBefore = 1, silenceAfter = 5 }: { silenceBefore?: number; silenceAfter?: number } = {},
): Promise<FakeMicrophone> {
  const folder = await mkdtemp(path.join(tmpdir(), 'storyloom-microphone-'));
  const spoken = path.join(folder, 'spoken.wav');
  await run('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', spoken, sentence]);
  const { samples, rate } = readPcm16(await readFile(spoken));
  const voice = resample(samples, rate);
  const padded = new Int16Array(Math.round((silenceBefore + silenceAfter) * RATE) + voice.length);
  padded.set(voice, Math.round(silenceBefore * RATE));
  const file = path.join(folder, 'microphone.wav');
  await writeFile(file, wavOf(padded));
  return {
    file,
    flags: [
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${file}`,
      // The reply plays without a click of its own (the Call click came before the network).
      '--autoplay-policy=no-user-gesture-required',
    ],
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}
