import { createHash } from 'node:crypto';

/** A number from text that is the same on every machine and every run (not for security). */
export function stableHash(...parts: string[]): number {
  return createHash('sha256').update(parts.join('\u0000')).digest().readUInt32BE(0);
}
