import { createServer, type AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../../db/schema/outbox-mails.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { createSmtpMailer, MailDeliveryError } from './smtp-mailer.js';

type ReceivedMail = { envelopeTo: string[]; raw: Buffer };

/** A real SMTP server on a free loopback port that keeps every message it is given. */
async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to set up, no login to give.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { server, port, received };
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await buildTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Storyloom <hello@storyloom.test>',
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('delivers both parts to the SMTP server, from the configured address', async () => {
    const { mailer } = testApp.platform;
    expect(mailer.kind).toBe('smtp');
    await mailer.send({
      to: 'parent@example.org',
      subject: 'Welcome to Storyloom ✨',
      html: '<p>Hello! <a href="https://storyloom.test/verify?token=abc">Confirm</a></p>',
      text: 'Hello! Confirm: https://storyloom.test/verify?token=abc',
    });

    expect(smtp.received).toHaveLength(1);
    const [delivery] = smtp.received;
    expect(delivery?.envelopeTo).toEqual(['parent@example.org']);
    const parsed = await PostalMime.parse(delivery!.raw);
    expect(parsed.from).toMatchObject({ name: 'Storyloom', address: 'hello@storyloom.test' });
    expect(parsed.to).toEqual([expect.objectContaining({ address: 'parent@example.org' })]);
    expect(parsed.subject).toBe('Welcome to Storyloom ✨');
    expect(parsed.html).toContain('<a href="https://storyloom.test/verify?token=abc">Confirm</a>');
    expect(parsed.text?.trim()).toBe('Hello! Confirm: https://storyloom.test/verify?token=abc');
  });

  it('keeps nothing in the outbox and serves no mailbox', async () => {
    expect(await testApp.platform.database.db.select().from(outboxMails)).toEqual([]);
    const response = await testApp.app.inject({ url: '/dev/mailbox.json' });
    expect(response.statusCode).toBe(404);
  });

  it('rejects with a clear error when the SMTP server cannot be reached', async () => {
    const mailer = createSmtpMailer({
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
      from: 'Storyloom <hello@storyloom.test>',
    });
    const sending = mailer.send({
      to: 'parent@example.org',
      subject: 'Hi',
      html: '<p>Hi</p>',
      text: 'Hi',
    });
    await expect(sending).rejects.toBeInstanceOf(MailDeliveryError);
    await expect(sending).rejects.toThrow(
      /Could not send mail to parent@example.org over SMTP: .*ECONNREFUSED/,
    );
    await mailer.close();
  });
});
