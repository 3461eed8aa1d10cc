import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { isTwilioSignatureValid, twilioSignature } from './twilio-signature.js';

// Twilio's published example request (its security documentation): auth token 12345.
const token = '12345';
const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const params = {
  CallSid: 'CA1234567890ABCDE',
  Caller: '+12349013030',
  Digits: '1234',
  From: '+12349013030',
  To: '+18005551212',
};

/** The same HMAC-SHA1 computed by OpenSSL's command line, not by our code. */
const opensslSignature = (key: string, data: string) =>
  execFileSync('openssl', ['dgst', '-sha1', '-hmac', key, '-binary'], { input: data }).toString(
    'base64',
  );

describe('Twilio request signature', () => {
  it('matches the documented example and an independent HMAC-SHA1', () => {
    expect(twilioSignature(token, url, params)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
    const concatenated =
      url + 'CallSidCA1234567890ABCDECaller+12349013030Digits1234From+12349013030To+18005551212';
    expect(opensslSignature(token, concatenated)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
    const spoken = { SpeechResult: '¿dónde vives?', CallSid: 'CA9', Confidence: '0.9' };
    expect(twilioSignature('another-token', 'https://x.example/a', spoken)).toBe(
      opensslSignature(
        'another-token',
        'https://x.example/aCallSidCA9Confidence0.9SpeechResult¿dónde vives?',
      ),
    );
  });

  it('accepts the right signature and refuses a tampered, missing or foreign one', () => {
    const signature = twilioSignature(token, url, params);
    expect(isTwilioSignatureValid(token, url, params, signature)).toBe(true);
    expect(isTwilioSignatureValid(token, url, { ...params, Digits: '1235' }, signature)).toBe(
      false,
    );
    expect(isTwilioSignatureValid(token, `${url}&baz=3`, params, signature)).toBe(false);
    expect(isTwilioSignatureValid('54321', url, params, signature)).toBe(false);
    expect(isTwilioSignatureValid(token, url, params, undefined)).toBe(false);
    expect(isTwilioSignatureValid(token, url, params, 'short')).toBe(false);
  });
});
