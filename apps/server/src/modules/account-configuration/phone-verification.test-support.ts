import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from '../../test/test-app.js';

// Helpers for tests that need a verified phone number, and a fake of Twilio's Messages API.

/** Marks the family's saved phone number verified, as a right code would. */
export async function markPhoneVerified(testApp: TestApp, userId: string): Promise<void> {
  const { rowCount } = await testApp.platform.database.pool.query(
    `update account_configurations set phone_verified_at = now()
      where user_id = $1 and phone_number is not null`,
    [userId],
  );
  if (rowCount !== 1) throw new Error(`no phone number saved for ${userId}`);
}

export type SentMessage = {
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
};

export type FakeTwilioMessages = {
  /** TWILIO_API_BASE_URL for the app under test. */
  baseUrl: string;
  messages: SentMessage[];
  /** Every following message is refused with this status and Twilio's JSON error, until succeed(). */
  fail(status: number, body: unknown): void;
  succeed(): void;
  /** The digits of the code in the last message's body. */
  lastCode(): string;
  close(): Promise<void>;
};

/** Twilio's POST /2010-04-01/Accounts/{sid}/Messages.json on 127.0.0.1, recording each message. */
export async function startFakeTwilioMessages(): Promise<FakeTwilioMessages> {
  const messages: SentMessage[] = [];
  let failure: { status: number; body: unknown } | null = null;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (
        request.method !== 'POST' ||
        !/^\/2010-04-01\/Accounts\/AC\w+\/Messages\.json$/.test(path)
      ) {
        return reply(404, { code: 20404, message: `no route ${path}`, status: 404 });
      }
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      messages.push({ path, authorization: request.headers.authorization, form });
      if (failure) return reply(failure.status, failure.body);
      reply(201, { sid: `SM${'0'.repeat(32)}`, status: 'queued', to: form.To, body: form.Body });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    messages,
    fail(status, body) {
      failure = { status, body };
    },
    succeed() {
      failure = null;
    },
    lastCode() {
      const body = messages.at(-1)?.form.Body ?? '';
      const code = /\b(\d{6})\b/.exec(body)?.[1];
      if (!code) throw new Error(`no code in the last message: ${body}`);
      return code;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
