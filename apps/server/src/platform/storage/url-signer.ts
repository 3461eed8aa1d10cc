import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC signatures for short-lived file URLs served by this API. A link may be signed for a scope
 * (such as `share:{code}`): it then works only while that scope lives (see the files routes).
 */
export class UrlSigner {
  constructor(private readonly secret: string) {}

  sign(key: string, expiresAtEpochSeconds: number, scope?: string): string {
    const scoped = scope === undefined ? '' : `\n${scope}`;
    return createHmac('sha256', this.secret)
      .update(`${key}\n${expiresAtEpochSeconds}${scoped}`)
      .digest('base64url');
  }

  verify(
    key: string,
    expiresAtEpochSeconds: number,
    signature: string,
    { scope, nowMs = Date.now() }: { scope?: string | undefined; nowMs?: number } = {},
  ): boolean {
    if (!Number.isInteger(expiresAtEpochSeconds) || expiresAtEpochSeconds * 1000 < nowMs) {
      return false;
    }
    const expected = Buffer.from(this.sign(key, expiresAtEpochSeconds, scope));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

/**
 * The app's own link to a stored file, served by the files route under `publicPath` (for every
 * driver: the route checks the scope on each request, which a presigned S3 URL could not).
 */
export function signedFileLink(
  signer: UrlSigner,
  publicPath: string,
  key: string,
  expiresInSeconds: number,
  scope: string | undefined,
): string {
  const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
  const encodedKey = key.split('/').map(encodeURIComponent).join('/');
  const signature = signer.sign(key, expires, scope);
  const scoped = scope === undefined ? '' : `&scope=${encodeURIComponent(scope)}`;
  return `${publicPath}/${encodedKey}?expires=${expires}&signature=${signature}${scoped}`;
}
