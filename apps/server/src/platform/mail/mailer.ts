/** A mail ready to go: both an HTML and a plain-text part. */
export type OutgoingMail = { to: string; subject: string; html: string; text: string };

/** Sends mail over SMTP, or keeps it in the outbox (shown at /dev/mailbox) when none is set up. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}
