import { TWILIO_DEFAULT_API_BASE_URL, type TwilioConfig } from '../../config.js';

// One text message through Twilio's Messages REST API: a form post, basic auth with the account
// SID and auth token, from the service number. Plain fetch: one request needs no SDK.

/** Twilio refused or could not be reached; the message never carries the auth token. */
export class TextMessageError extends Error {
  constructor(
    message: string,
    /** The HTTP status Twilio answered, when it answered. */
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'TextMessageError';
  }
}

const SEND_TIMEOUT_MS = 15_000;

export type SendTextMessage = (to: string, body: string) => Promise<void>;

export function twilioTextMessages(twilio: TwilioConfig): SendTextMessage {
  const base = twilio.apiBaseUrl ?? TWILIO_DEFAULT_API_BASE_URL;
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(twilio.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`;
  return async (to, body) => {
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, From: twilio.phoneNumber, Body: body }).toString(),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      const reason = error instanceof Error ? (error.cause ?? error) : error;
      throw new TextMessageError(`Twilio could not be reached: ${hide(String(reason))}`, null);
    }
    if (!response.ok) {
      throw new TextMessageError(
        `Twilio refused the message (${response.status}: ${hide(reasonOf(text))})`,
        response.status,
      );
    }
  };

  function hide(text: string): string {
    return text.split(twilio.authToken).join('[token]').slice(0, 300);
  }
}

/** Twilio's own words: {"code": 21211, "message": "The 'To' number … is not a valid phone number."}. */
function reasonOf(text: string): string {
  try {
    const parsed = JSON.parse(text) as { code?: unknown; message?: unknown };
    if (typeof parsed.message === 'string') {
      return parsed.code === undefined ? parsed.message : `${parsed.code} ${parsed.message}`;
    }
  } catch {
    // Not JSON: the text as it came.
  }
  return text.replace(/\s+/g, ' ').trim();
}
