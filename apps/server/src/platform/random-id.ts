import { randomBytes } from 'node:crypto';

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Random letters and digits from the system's secure generator: ids of new records, file names
 * and share codes. 12 characters carry about 71 bits, beyond guessing.
 */
export function randomBase62(length = 20): string {
  // 248 is the largest multiple of 62 below 256: rejecting bytes above keeps letters uniform.
  let text = '';
  while (text.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && text.length < length) text += BASE62[byte % 62];
    }
  }
  return text;
}
