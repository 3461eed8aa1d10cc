import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration } from './format-measures';

describe('admin measures', () => {
  it('reads durations from milliseconds to days', () => {
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(12_400)).toBe('12.4 s');
    expect(formatDuration(185_000)).toBe('3 min 5 s');
    expect(formatDuration(7_800_000)).toBe('2 h 10 min');
    expect(formatDuration(273_600_000)).toBe('3 d 4 h');
  });

  it('reads memory in binary units', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KiB');
    expect(formatBytes(327_680_000)).toBe('312.5 MiB');
  });
});
