import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Database } from '../db/database.js';
import type { Mailer } from './mailer.js';
import { createOutboxMailer } from './outbox-mailer.js';
import { createSmtpMailer } from './smtp-mailer.js';

/** The path of the dev mailbox page, served only while mail goes to the outbox. */
export const MAILBOX_PATH = '/dev/mailbox';

/** SMTP when SMTP_URL is set; otherwise the outbox, readable at /dev/mailbox. */
export function createMailer(config: Config, database: Database, logger: Logger): Mailer {
  if (config.smtpUrl) return createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  if (config.env === 'production') {
    // Fine for a family on one laptop; on a shared server anyone who can open the mailbox page
    // can read every verification and password-reset mail.
    logger.warn(
      `No SMTP_URL: mail stays in the outbox at ${MAILBOX_PATH}, readable by anyone who can reach this server. Set SMTP_URL to send real mail.`,
    );
  }
  return createOutboxMailer({
    database,
    logger,
    mailboxUrl: `${config.publicUrl}${MAILBOX_PATH}`,
  });
}
