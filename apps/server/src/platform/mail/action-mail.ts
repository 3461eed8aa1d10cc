import { escapeHtml } from './escape-html.js';
import { isHttpUrl } from './links.js';

/** The words of a mail that asks the reader to do one thing (verify, reset, join). */
export type ActionMailContent = {
  productName: string;
  /** The preview line mail apps show next to the subject; hidden in the mail itself. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  actionLabel: string;
  /** An absolute http(s) URL; the button and the plain link both lead there. */
  actionUrl: string;
  /** A quiet closing line, e.g. "If you did not ask for this, you can ignore this mail." */
  footnote?: string;
};

export type RenderedMail = { html: string; text: string };

// Colours from the design language: brand purple on a warm cream, dark text for AA contrast.
const PURPLE = 'rgb(106,76,147)';
const CREAM = '#fbf6ee';
const INK = '#2b2340';
const MUTED = '#5f5870';
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** One mail, two parts: a friendly HTML layout that survives old mail apps, and plain text. */
export function renderActionMail(content: ActionMailContent): RenderedMail {
  if (!isHttpUrl(content.actionUrl)) {
    throw new Error(`An action mail needs an absolute http(s) URL, got "${content.actionUrl}"`);
  }
  return { html: renderHtml(content), text: renderText(content) };
}

function renderText(content: ActionMailContent): string {
  const blocks = [
    content.productName,
    content.heading,
    ...content.paragraphs,
    `${content.actionLabel}:\n${content.actionUrl}`,
    ...(content.footnote ? [content.footnote] : []),
    `— ${content.productName}`,
  ];
  return `${blocks.join('\n\n')}\n`;
}

// Tables and inline styles because many mail apps ignore <style> and modern layout.
function renderHtml(content: ActionMailContent): string {
  const product = escapeHtml(content.productName);
  const heading = escapeHtml(content.heading);
  const url = escapeHtml(content.actionUrl);
  const label = escapeHtml(content.actionLabel);
  const paragraphs = content.paragraphs
    .map(
      (paragraph) =>
        `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${INK};">${escapeHtml(paragraph)}</p>`,
    )
    .join('\n');
  const footnote = content.footnote
    ? `<p style="margin:24px 0 0;font-size:14px;line-height:1.5;color:${MUTED};">${escapeHtml(content.footnote)}</p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${heading}</title>
</head>
<body style="margin:0;padding:0;background:${CREAM};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;mso-hide:all;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${CREAM};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;font-family:${FONT};">
<tr><td style="padding:0 8px 16px;font-size:20px;font-weight:bold;color:${PURPLE};">${product}</td></tr>
<tr><td style="background:#ffffff;border-radius:16px;padding:32px 28px;">
<h1 style="margin:0 0 20px;font-size:24px;line-height:1.3;color:${INK};">${heading}</h1>
${paragraphs}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr><td align="center" bgcolor="${PURPLE}" style="background:${PURPLE};border-radius:12px;">
<a href="${url}" style="display:inline-block;padding:14px 28px;font-size:16px;font-weight:bold;line-height:1.2;color:#ffffff;text-decoration:none;border-radius:12px;">${label}</a>
</td></tr>
</table>
<p style="margin:0 0 4px;font-size:14px;line-height:1.5;color:${MUTED};">If the button does not work, open this link:</p>
<p style="margin:0;font-size:14px;line-height:1.5;word-break:break-all;"><a href="${url}" style="color:${PURPLE};">${url}</a></p>
${footnote}
</td></tr>
<tr><td style="padding:16px 8px 0;font-size:13px;line-height:1.5;color:${MUTED};text-align:center;">Sent with care by ${product}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
