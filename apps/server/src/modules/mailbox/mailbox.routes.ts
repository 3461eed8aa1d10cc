import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../platform/db/database.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import { MAILBOX_PATH } from '../../platform/mail/create-mailer.js';
import { renderMailboxPage } from './mailbox.page.js';
import { findMail, listLatestMails, type OutboxMail } from './mailbox.repository.js';

const LATEST_MAILS = 50;

// A mail's own HTML runs in a sandbox with no scripts and nothing loaded from this origin;
// its links still open, in a new tab or by the reader's click.
const MAIL_VIEW_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; sandbox allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation";

const mailboxQuery = z.object({
  to: z.string().trim().min(1).max(320).optional().describe('Only mail to this address'),
});

const mailJson = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});

export type MailboxRoutesOptions = {
  database: Database;
  productName: string;
  env: Config['env'];
  trustProxy: boolean;
};

function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || v4.startsWith('127.');
}

/**
 * The person asking sits at this machine: the connection comes from it, and so does the client
 * the proxy (if TRUST_PROXY) says it forwards. A reverse proxy on the same host connects from
 * 127.0.0.1 for everyone, so the connection alone proves nothing.
 */
function isLocal(request: FastifyRequest): boolean {
  return isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);
}

/**
 * The dev mailbox: what the outbox mailer kept. Registered only when no SMTP server is
 * configured, so with SMTP these paths do not exist. Nor do they in production behind a
 * proxy (TRUST_PROXY=true): there the forwarded address is all that tells a visitor from the
 * machine itself, and one wrong proxy setting would hand out every account's links.
 */
export function mailboxRoutes({
  database,
  productName,
  env,
  trustProxy,
}: MailboxRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    if (env === 'production' && trustProxy) {
      app.log.warn(
        `No SMTP_URL, and behind a proxy in production the mailbox at ${MAILBOX_PATH} is off: mail stays unread in the outbox. Set SMTP_URL to send it.`,
      );
      return;
    }
    // Verification and reset links are keys to accounts: only this machine may read them.
    app.addHook('onRequest', async (request) => {
      if (!isLocal(request)) {
        throw new AppError(
          'mailbox_local_only',
          'The mailbox is only shown on the machine that runs the server. Configure SMTP_URL to send mail.',
          403,
        );
      }
    });

    app.get(
      MAILBOX_PATH,
      { schema: { hide: true, querystring: mailboxQuery } },
      async (request, reply) => {
        const { to } = request.query;
        const mails = await listLatestMails(database.db, { to, limit: LATEST_MAILS });
        return reply
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(renderMailboxPage({ productName, mails, to, mailboxPath: MAILBOX_PATH }));
      },
    );

    app.get(
      `${MAILBOX_PATH}.json`,
      {
        schema: {
          hide: true,
          querystring: mailboxQuery,
          response: { 200: z.object({ mails: z.array(mailJson) }) },
        },
      },
      async (request, reply) => {
        const mails = await listLatestMails(database.db, {
          to: request.query.to,
          limit: LATEST_MAILS,
        });
        return reply.header('cache-control', 'no-store').send({ mails: mails.map(toJson) });
      },
    );

    app.get(
      `${MAILBOX_PATH}/:id`,
      { schema: { hide: true, params: z.object({ id: z.uuid() }) } },
      async (request, reply) => {
        const mail = await findMail(database.db, request.params.id);
        if (!mail) throw notFound('That mail is not in the mailbox.');
        return reply
          .header('content-security-policy', MAIL_VIEW_POLICY)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(mail.html);
      },
    );
  };
}

function toJson(mail: OutboxMail): z.infer<typeof mailJson> {
  return {
    id: mail.id,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    createdAt: mail.createdAt.toISOString(),
  };
}
