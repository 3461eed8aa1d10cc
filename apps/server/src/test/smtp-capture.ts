import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = Email & { toAddress: string };

/** A real SMTP server on 127.0.0.1 that keeps every mail it receives, parsed, for a test. */
export async function startSmtpCapture() {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            const toAddress = session.envelope.rcptTo[0]?.address ?? '';
            mails.push({ ...email, toAddress });
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Waits for the `nth` (1-based) mail to `to`, failing after a deadline. */
    async waitForMail(to: string, nth = 1, timeoutMs = 10_000): Promise<CapturedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.filter((mail) => mail.toAddress === to)[nth - 1];
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No mail #${nth} to ${to} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    countTo: (to: string) => mails.filter((mail) => mail.toAddress === to).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text part that starts with `prefix`. */
export function linkIn(mail: Email, prefix: string): string {
  const link = (mail.text ?? '')
    .match(/https?:\/\/[^\s<>"')\]]+/g)
    ?.find((url) => url.startsWith(prefix));
  if (!link) throw new Error(`No link starting with ${prefix} in: ${mail.text}`);
  return link;
}
