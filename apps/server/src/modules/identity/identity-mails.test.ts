import { describe, expect, it } from 'vitest';
import { passwordResetMail, verificationMail } from './identity-mails.js';

const context = { productName: 'Storyloom', to: 'ada@example.org', url: 'http://localhost/x' };

describe('identity mails', () => {
  it('greet the account by its name', () => {
    expect(verificationMail({ ...context, name: 'Ada' }).text).toContain('Hello Ada,');
  });

  it('greet an account without a name plainly, never "Hello ,"', () => {
    for (const name of ['', '   ']) {
      for (const mail of [verificationMail, passwordResetMail]) {
        const { text, html } = mail({ ...context, name });
        expect(text).toContain('Hello,');
        expect(text).not.toMatch(/Hello\s+,/);
        expect(html).not.toMatch(/Hello\s+,/);
      }
    }
  });
});
