// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { downsample, joinChunks } from './downsample';
import { rms } from './level';
import { tone } from './synthetic';

describe('downsample', () => {
  it('turns 48 kHz into 16 kHz by averaging each three samples', () => {
    const input = new Float32Array([0, 0.3, 0.6, 0.9, 0.9, 0.9, -0.3, 0, 0.3]);
    expect(Array.from(downsample(input, 48_000, 16_000))).toEqual([
      expect.closeTo(0.3, 6),
      expect.closeTo(0.9, 6),
      expect.closeTo(0, 6),
    ]);
  });

  it('handles a ratio that is not whole (44.1 kHz), keeping the duration', () => {
    const input = tone(1, 44_100, 300);
    const output = downsample(input, 44_100, 16_000);
    expect(output.length).toBe(16_000);
    // A 300 Hz tone passes through at the same loudness, and in step with a true 16 kHz tone.
    expect(rms(output)).toBeCloseTo(rms(input), 2);
    const reference = tone(1, 16_000, 300);
    const difference = output.map((value, index) => value - reference[index]!);
    expect(rms(difference)).toBeLessThan(0.05);
  });

  it('damps a tone above the new Nyquist frequency instead of folding it back loudly', () => {
    const whistle = tone(0.5, 48_000, 15_000, 0.5);
    expect(rms(downsample(whistle, 48_000, 16_000))).toBeLessThan(rms(whistle) / 3);
  });

  it('copies the input when the rates are the same', () => {
    const input = new Float32Array([0.1, 0.2]);
    const output = downsample(input, 16_000, 16_000);
    expect(Array.from(output)).toEqual(Array.from(input));
    expect(output).not.toBe(input);
  });

  it('refuses to upsample', () => {
    expect(() => downsample(new Float32Array(4), 8_000, 16_000)).toThrow(RangeError);
  });
});

describe('joinChunks', () => {
  it('joins chunks in order', () => {
    const joined = joinChunks([
      new Float32Array([1, 2]),
      new Float32Array([]),
      new Float32Array([3]),
    ]);
    expect(Array.from(joined)).toEqual([1, 2, 3]);
  });
});
