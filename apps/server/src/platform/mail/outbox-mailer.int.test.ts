import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../../db/schema/outbox-mails.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { createOutboxMailer } from './outbox-mailer.js';

/** A logger whose JSON lines land in an array. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, destination), lines };
}

describe('mail kept in the outbox', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('is the mailer when no SMTP server is configured', () => {
    expect(testApp.platform.mailer.kind).toBe('outbox');
  });

  it('stores the mail and logs one line with its links, never its words', async () => {
    const { logger, lines } = capturingLogger();
    const mailer = createOutboxMailer({
      database: testApp.platform.database,
      logger,
      mailboxUrl: 'http://localhost:8080/dev/mailbox',
    });
    await mailer.send({
      to: 'grandma@example.org',
      subject: 'Reset your password',
      html: '<p>secret words</p>',
      text: 'Private secret words. Reset: http://localhost:8080/reset?token=xyz.\nOr https://example.org/help',
    });

    const rows = await testApp.platform.database.db.select().from(outboxMails);
    expect(rows).toEqual([
      expect.objectContaining({
        to: 'grandma@example.org',
        subject: 'Reset your password',
        html: '<p>secret words</p>',
      }),
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'mail kept in the outbox',
      to: 'grandma@example.org',
      subject: 'Reset your password',
      links: ['http://localhost:8080/reset?token=xyz', 'https://example.org/help'],
      mailbox: 'http://localhost:8080/dev/mailbox',
    });
    expect(JSON.stringify(lines)).not.toContain('secret words');
  });
});
