import nodemailer from 'nodemailer';
import type { Mailer, OutgoingMail } from './mailer.js';

/** Thrown when the SMTP server could not take a mail; the caller decides what the user sees. */
export class MailDeliveryError extends Error {
  constructor(recipient: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Could not send mail to ${recipient} over SMTP: ${reason}`, { cause });
    this.name = 'MailDeliveryError';
  }
}

export type SmtpMailerOptions = {
  /** e.g. smtps://user:pass@smtp.example.org:465; nodemailer options may ride along as query
   *  parameters (?pool=true, ?requireTLS=true) and win over the defaults below. */
  smtpUrl: string;
  /** The From header of every mail, e.g. `Storyloom <no-reply@example.org>`. */
  from: string;
};

/** Sends mail through the SMTP server of SMTP_URL. */
export function createSmtpMailer({ smtpUrl, from }: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport(
    {
      url: smtpUrl,
      // nodemailer waits minutes by default; a request that sends mail should learn sooner that
      // the server is unreachable.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
    { from },
  );
  return {
    kind: 'smtp',
    async send(mail: OutgoingMail) {
      try {
        await transport.sendMail({
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
        });
      } catch (error) {
        throw new MailDeliveryError(mail.to, error);
      }
    },
    async close() {
      transport.close();
    },
  };
}
