// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { encodeWav } from './wav';

function ascii(view: DataView, offset: number, length: number) {
  return String.fromCharCode(
    ...Array.from({ length }, (_, index) => view.getUint8(offset + index)),
  );
}

describe('encodeWav', () => {
  it('writes a RIFF/WAVE header for 16 kHz mono PCM16', () => {
    const view = new DataView(encodeWav(new Float32Array(100)));
    expect(view.byteLength).toBe(44 + 200);
    expect(ascii(view, 0, 4)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(36 + 200);
    expect(ascii(view, 8, 8)).toBe('WAVEfmt ');
    expect(view.getUint32(16, true)).toBe(16);
    expect(view.getUint16(20, true)).toBe(1); // PCM
    expect(view.getUint16(22, true)).toBe(1); // mono
    expect(view.getUint32(24, true)).toBe(16_000);
    expect(view.getUint32(28, true)).toBe(32_000);
    expect(view.getUint16(32, true)).toBe(2);
    expect(view.getUint16(34, true)).toBe(16);
    expect(ascii(view, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(200);
  });

  it('stores samples as little-endian 16-bit integers, clipping what is too loud', () => {
    const view = new DataView(encodeWav(new Float32Array([0, 1, -1, 0.5, -0.5, 2, -3, NaN])));
    const pcm = Array.from({ length: 8 }, (_, index) => view.getInt16(44 + index * 2, true));
    expect(pcm).toEqual([0, 32767, -32768, 16384, -16384, 32767, -32768, 0]);
  });

  it('writes the sample rate it is given', () => {
    const view = new DataView(encodeWav(new Float32Array(4), 48_000));
    expect(view.getUint32(24, true)).toBe(48_000);
    expect(view.getUint32(28, true)).toBe(96_000);
  });

  it('makes a valid empty file from no samples', () => {
    const view = new DataView(encodeWav(new Float32Array(0)));
    expect(view.byteLength).toBe(44);
    expect(view.getUint32(40, true)).toBe(0);
  });
});
