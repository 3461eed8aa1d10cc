/**
 * `input` at `fromRate` resampled to `toRate` (lower or equal). Each output sample is the mean of
 * the input samples its span covers (edge samples weighted by how much of them falls inside):
 * a box filter, enough to keep speech above the new Nyquist frequency from folding back as hiss.
 */
export function downsample(input: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (!(fromRate > 0) || !(toRate > 0)) throw new RangeError('sample rates must be positive');
  if (toRate > fromRate) throw new RangeError(`cannot upsample ${fromRate} Hz to ${toRate} Hz`);
  if (toRate === fromRate) return input.slice();
  const ratio = fromRate / toRate;
  const length = Math.floor(input.length / ratio);
  const output = new Float32Array(length);
  for (let index = 0; index < length; index += 1) {
    const start = index * ratio;
    const end = start + ratio;
    let sum = 0;
    let position = start;
    while (position < end - 1e-9) {
      const whole = Math.floor(position);
      const next = Math.min(whole + 1, end);
      sum += input[whole]! * (next - position);
      position = next;
    }
    output[index] = sum / ratio;
  }
  return output;
}

/** Chunks of samples joined into one array, in order. */
export function joinChunks(chunks: readonly Float32Array[]): Float32Array {
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const joined = new Float32Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return joined;
}
