import { execFileSync } from 'node:child_process';
import { encodeWav, readWav, resample } from './wav.js';

/**
 * A child's question as a call takes it: spoken by Debian's eSpeak NG (the `espeak-ng` command),
 * resampled to 16 kHz mono 16-bit, with a quarter second of silence either side as a recording
 * has. `voice` is an eSpeak voice: by default the one of the narrator's 'en-gentle-british'.
 */
export function spokenWav(text: string, voice = 'en-gb-x-rp+f2'): Buffer {
  const wav = readWav(execFileSync('espeak-ng', ['-v', voice, '--stdout', text]));
  const samples = resample(wav.samples, wav.sampleRate, 16_000);
  const padded = new Int16Array(samples.length + 8_000);
  padded.set(samples, 4_000);
  return encodeWav(padded, 16_000);
}
