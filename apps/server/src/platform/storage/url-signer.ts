import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC signatures for short-lived file URLs served by this API. */
export class UrlSigner {
  constructor(private readonly secret: string) {}

  sign(key: string, expiresAtEpochSeconds: number): string {
    return createHmac('sha256', this.secret)
      .update(`${key}\n${expiresAtEpochSeconds}`)
      .digest('base64url');
  }

  verify(
    key: string,
    expiresAtEpochSeconds: number,
    signature: string,
    nowMs = Date.now(),
  ): boolean {
    if (!Number.isInteger(expiresAtEpochSeconds) || expiresAtEpochSeconds * 1000 < nowMs) {
      return false;
    }
    const expected = Buffer.from(this.sign(key, expiresAtEpochSeconds));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
