import { createHmac, timingSafeEqual } from 'node:crypto';

// Twilio signs each webhook: base64(HMAC-SHA1(auth token, the full URL it requested + each POST
// parameter's name and value, names in sorted order)), sent as X-Twilio-Signature.

export type FormParams = Readonly<Record<string, string>>;

/** The signature Twilio sends for a request to `url` with these POST parameters. */
export function twilioSignature(authToken: string, url: string, params: FormParams): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Whether `signature` is Twilio's for this request (compared in constant time). */
export function isTwilioSignatureValid(
  authToken: string,
  url: string,
  params: FormParams,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
