/** The quietest level we tell apart; digital silence reads as this rather than -Infinity. */
export const SILENCE_DB = -100;

/** Root mean square of `samples` (floats in [-1, 1]) from `start` to `end`. */
export function rms(samples: Float32Array, start = 0, end = samples.length): number {
  if (end <= start) return 0;
  let sum = 0;
  for (let index = start; index < end; index += 1) sum += samples[index]! * samples[index]!;
  return Math.sqrt(sum / (end - start));
}

/** A level in decibels below full scale (a full-scale sine wave is about -3 dBFS). */
export function toDecibels(level: number): number {
  return level > 0 ? Math.max(SILENCE_DB, 20 * Math.log10(level)) : SILENCE_DB;
}

/**
 * A level as a meter shows it, 0 to 1: -60 dBFS and below is empty, -10 dBFS and above full,
 * linear in decibels between (how loud it sounds, not how big the numbers are).
 */
export function meterValue(decibels: number): number {
  return Math.max(0, Math.min(1, (decibels + 60) / 50));
}
