import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const derive = promisify(scrypt) as (pin: string, salt: Buffer, length: number) => Promise<Buffer>;
const KEY_LENGTH = 32;

/** The PIN as stored: scrypt with a random salt, "salt:hash" in hex. Never the PIN itself. */
export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(pin, salt, KEY_LENGTH);
  return `${salt.toString('hex')}:${key.toString('hex')}`;
}

export async function pinMatches(pin: string, stored: string): Promise<boolean> {
  const [saltHex, keyHex] = stored.split(':');
  if (!saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const key = await derive(pin, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(key, expected);
}
