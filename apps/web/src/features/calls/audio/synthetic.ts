// Synthetic signals for the audio tests: tones, noise and silence at a given sample rate.

/** A sine tone of `seconds` at `hz`, peak `amplitude`. */
export function tone(seconds: number, sampleRate: number, hz = 220, amplitude = 0.3) {
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  for (let index = 0; index < samples.length; index += 1) {
    samples[index] = amplitude * Math.sin((2 * Math.PI * hz * index) / sampleRate);
  }
  return samples;
}

export function silence(seconds: number, sampleRate: number) {
  return new Float32Array(Math.round(seconds * sampleRate));
}

/** Steady white noise of peak `amplitude`, the same every run (a fixed-seed generator). */
export function noise(seconds: number, sampleRate: number, amplitude: number, seed = 7) {
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  let state = seed;
  for (let index = 0; index < samples.length; index += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    samples[index] = amplitude * ((state / 2_147_483_648) * 2 - 1);
  }
  return samples;
}

/** Two signals played together (the shorter one padded with quiet). */
export function mix(a: Float32Array, b: Float32Array) {
  const mixed = new Float32Array(Math.max(a.length, b.length));
  for (let index = 0; index < mixed.length; index += 1) {
    mixed[index] = (a[index] ?? 0) + (b[index] ?? 0);
  }
  return mixed;
}

export function concat(...parts: Float32Array[]) {
  const joined = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/** `samples` cut into chunks of `size`, as a microphone delivers them. */
export function chunked(samples: Float32Array, size: number) {
  const chunks: Float32Array[] = [];
  for (let offset = 0; offset < samples.length; offset += size) {
    chunks.push(samples.slice(offset, offset + size));
  }
  return chunks;
}
