import { escapeHtml } from '../../platform/mail/escape-html.js';
import { splitLinks } from '../../platform/mail/links.js';
import type { OutboxMail } from './mailbox.repository.js';

// A plain server-rendered page: the app's content security policy allows a <style> element but
// no scripts, and none are needed.
const STYLE = `
  :root { color-scheme: light; }
  body { margin: 0; background: #fbf6ee; color: #2b2340;
    font: 16px/1.5 -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, sans-serif; }
  main { max-width: 760px; margin: 0 auto; padding: 32px 16px 48px; }
  h1 { margin: 0 0 8px; color: rgb(106, 76, 147); font-size: 28px; }
  .intro { margin: 0 0 24px; color: #5f5870; }
  article { background: #fff; border-radius: 14px; padding: 20px 22px; margin: 0 0 16px;
    box-shadow: 0 1px 4px rgba(43, 35, 64, 0.08); }
  h2 { margin: 0 0 6px; font-size: 19px; overflow-wrap: anywhere; }
  .meta { margin: 0 0 12px; color: #5f5870; font-size: 14px; }
  .body { margin: 0 0 12px; white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; }
  a { color: rgb(106, 76, 147); }
  .empty { background: #fff; border-radius: 14px; padding: 24px; text-align: center; }
`;

const TIME_FORMAT = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'UTC',
});

export type MailboxPage = {
  productName: string;
  mails: OutboxMail[];
  /** The recipient the list is filtered by, if any. */
  to: string | undefined;
  /** Links to one mail's HTML view are built on this path. */
  mailboxPath: string;
};

/** The dev mailbox: every mail the server kept because no SMTP server is configured. */
export function renderMailboxPage({ productName, mails, to, mailboxPath }: MailboxPage): string {
  const title = `${escapeHtml(productName)} mailbox`;
  const filter = to
    ? `<p class="intro">Showing mail to <strong>${escapeHtml(to)}</strong>. <a href="${escapeHtml(mailboxPath)}">Show all mail</a></p>`
    : '';
  const list =
    mails.length > 0
      ? mails.map((mail) => renderMail(mail, mailboxPath)).join('\n')
      : '<p class="empty">No mail yet. Mail the app sends, like a sign-up confirmation, will show up here.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p class="intro">No SMTP server is configured, so mail stays here instead of being sent. The newest mail is first; reload the page to see new mail.</p>
${filter}
${list}
</main>
</body>
</html>
`;
}

function renderMail(mail: OutboxMail, mailboxPath: string): string {
  return `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.to)} · <time datetime="${mail.createdAt.toISOString()}">${TIME_FORMAT.format(mail.createdAt)} UTC</time></p>
<div class="body">${linkify(mail.text.trimEnd())}</div>
<a href="${escapeHtml(`${mailboxPath}/${encodeURIComponent(mail.id)}`)}">View as the mail looks</a>
</article>`;
}

/** The text part, escaped, with its http(s) links made clickable. */
function linkify(text: string): string {
  return splitLinks(text)
    .map((piece) =>
      piece.kind === 'link'
        ? `<a href="${escapeHtml(piece.url)}">${escapeHtml(piece.url)}</a>`
        : escapeHtml(piece.text),
    )
    .join('');
}
