import type { OutgoingMail } from '../../platform/mail/mailer.js';
import { renderActionMail } from '../../platform/mail/action-mail.js';

type MailContext = { productName: string; to: string; name: string; url: string };

/** 'Hello Ada,' or, for an account with no name yet, 'Hello,' (never 'Hello ,'). */
export const greeting = (name: string): string => {
  const trimmed = name.trim();
  return trimmed ? `Hello ${trimmed},` : 'Hello,';
};

export function verificationMail({ productName, to, name, url }: MailContext): OutgoingMail {
  const { html, text } = renderActionMail({
    productName,
    preheader: `One tap and your ${productName} account is ready.`,
    heading: `Welcome to ${productName}!`,
    paragraphs: [
      greeting(name),
      `Please confirm that this is your e-mail address, so stories, coloring pages and songs you make stay safely yours.`,
    ],
    actionLabel: 'Verify my e-mail',
    actionUrl: url,
    footnote: `If you did not create an account with ${productName}, you can ignore this mail.`,
  });
  return { to, subject: `Verify your e-mail for ${productName}`, html, text };
}

export function passwordResetMail({ productName, to, name, url }: MailContext): OutgoingMail {
  const { html, text } = renderActionMail({
    productName,
    preheader: 'Choose a new password for your account.',
    heading: 'Choose a new password',
    paragraphs: [
      greeting(name),
      `Someone (hopefully you) asked to reset the password of your ${productName} account. The link works for one hour.`,
    ],
    actionLabel: 'Choose a new password',
    actionUrl: url,
    footnote:
      'If you did not ask for this, you can ignore this mail: your password stays the same.',
  });
  return { to, subject: `Reset your ${productName} password`, html, text };
}
