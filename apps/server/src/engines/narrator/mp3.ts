import { setImmediate as nextTurn } from 'node:timers/promises';
import { Mp3Encoder } from '@breezystack/lamejs';

/** Speech needs no more: 64 kbps mono is about 0.5 MB a minute. */
export const MP3_KILOBITS_PER_SECOND = 64;

// lamejs wants multiples of 1152 samples; ~1 s of audio per step keeps each step short.
const SAMPLES_PER_STEP = 1152 * 20;

/**
 * Encodes mono 16-bit PCM to MP3. Pure JavaScript and synchronous per step, so it yields to the
 * event loop between steps: a long book does not stall the server's other requests.
 */
export async function encodeMp3(
  pcm: Int16Array,
  sampleRate: number,
  signal?: AbortSignal,
): Promise<Buffer> {
  const encoder = new Mp3Encoder(1, sampleRate, MP3_KILOBITS_PER_SECOND);
  const parts: Uint8Array[] = [];
  for (let start = 0; start < pcm.length; start += SAMPLES_PER_STEP) {
    signal?.throwIfAborted();
    const encoded = encoder.encodeBuffer(pcm.subarray(start, start + SAMPLES_PER_STEP));
    if (encoded.length > 0) parts.push(asBytes(encoded));
    if (start + SAMPLES_PER_STEP < pcm.length) await nextTurn();
  }
  const tail = encoder.flush();
  if (tail.length > 0) parts.push(asBytes(tail));
  return Buffer.concat(parts);
}

/** lamejs hands out signed bytes; the file wants the same bytes unsigned. */
const asBytes = (encoded: Int8Array | Uint8Array): Uint8Array =>
  new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength).slice();
