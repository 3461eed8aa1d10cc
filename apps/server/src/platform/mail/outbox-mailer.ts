import type { Logger } from 'pino';
import { outboxMails } from '../../db/schema/outbox-mails.js';
import type { Database } from '../db/database.js';
import { findLinks } from './links.js';
import type { Mailer, OutgoingMail } from './mailer.js';

export type OutboxMailerOptions = {
  database: Database;
  logger: Logger;
  /** Where the outbox can be read (the dev mailbox page); named in every log line. */
  mailboxUrl: string;
};

/** Keeps mail in the outbox_mails table, for the dev mailbox page, when no SMTP is configured. */
export function createOutboxMailer({ database, logger, mailboxUrl }: OutboxMailerOptions): Mailer {
  return {
    kind: 'outbox',
    async send(mail: OutgoingMail) {
      await database.db.insert(outboxMails).values({
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
      // The links let a developer click through (verify, reset) straight from the log; the rest
      // of the body stays out of the logs.
      logger.info(
        { to: mail.to, subject: mail.subject, links: findLinks(mail.text), mailbox: mailboxUrl },
        'mail kept in the outbox',
      );
    },
    async close() {},
  };
}
