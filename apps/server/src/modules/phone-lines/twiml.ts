// TwiML, the XML a Twilio call follows: what to say, when to listen, when to hang up.

export type PhoneLanguage = 'en' | 'es';

/** Twilio's text-to-speech and speech recognition language for ours. */
const TWILIO_LANGUAGE: Record<PhoneLanguage, string> = { en: 'en-US', es: 'es-ES' };

export type Verb =
  | { say: string }
  /** Listen for speech; Twilio posts what it heard (or nothing, after `timeout` s) to `action`. */
  | { gather: { action: string } }
  /** Ask, listening for one keypad digit or speech, then post to `action` (a choice of slot). */
  | { menu: { action: string; say: string } }
  | { hangup: true };

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/** Seconds of silence before a gather gives up (the child is thinking; then we ask again). */
const GATHER_TIMEOUT_SECONDS = 6;

export function twiml(verbs: readonly Verb[], language: PhoneLanguage): string {
  const lang = TWILIO_LANGUAGE[language];
  const body = verbs
    .map((verb) => {
      if ('say' in verb) return `<Say language="${lang}">${escapeXml(verb.say)}</Say>`;
      if ('gather' in verb) {
        return (
          `<Gather input="speech" action="${escapeXml(verb.gather.action)}" method="POST" ` +
          `language="${lang}" speechTimeout="auto" timeout="${GATHER_TIMEOUT_SECONDS}" ` +
          `actionOnEmptyResult="true"/>`
        );
      }
      if ('menu' in verb) {
        return (
          `<Gather input="dtmf speech" numDigits="1" action="${escapeXml(verb.menu.action)}" ` +
          `method="POST" language="${lang}" timeout="${GATHER_TIMEOUT_SECONDS}" ` +
          `actionOnEmptyResult="true"><Say language="${lang}">${escapeXml(verb.menu.say)}</Say></Gather>`
        );
      }
      return '<Hangup/>';
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${body}</Response>`;
}
