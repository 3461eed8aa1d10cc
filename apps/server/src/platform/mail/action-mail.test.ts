import { describe, expect, it } from 'vitest';
import { renderActionMail, type ActionMailContent } from './action-mail.js';

const verify: ActionMailContent = {
  productName: 'Storyloom',
  preheader: 'One click and your account is ready.',
  heading: 'Welcome to Storyloom',
  paragraphs: ['Thank you for joining.', 'Please confirm that this address is yours.'],
  actionLabel: 'Confirm my address',
  actionUrl: 'https://storyloom.example.org/verify?token=abc&next=/story',
  footnote: 'If you did not sign up, you can ignore this mail.',
};

describe('action mail', () => {
  it('carries the link and the product name in both parts', () => {
    const { html, text } = renderActionMail(verify);
    const escapedUrl = 'https://storyloom.example.org/verify?token=abc&amp;next=/story';
    // Once on the button, once as a plain link for apps that hide buttons.
    expect(
      html.match(new RegExp(`href="${escapedUrl.replace(/[?.]/g, '\\$&')}"`, 'g')),
    ).toHaveLength(2);
    expect(html).toContain(`>${escapedUrl}</a>`);
    expect(text).toContain(verify.actionUrl);
    expect(html).toContain('Storyloom');
    expect(text.startsWith('Storyloom\n')).toBe(true);
    expect(text).toContain('— Storyloom');
  });

  it('says the same words in the plain-text part as in the HTML', () => {
    const { html, text } = renderActionMail(verify);
    for (const words of [
      verify.heading,
      ...verify.paragraphs,
      verify.actionLabel,
      verify.footnote!,
    ]) {
      expect(html).toContain(words);
      expect(text).toContain(words);
    }
    expect(html).toContain(verify.preheader);
  });

  it('is an English, accessible, table-based HTML mail with the brand button', () => {
    const { html } = renderActionMail(verify);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('role="presentation"');
    expect(html).toContain('<h1');
    expect(html).toContain('background:rgb(106,76,147)');
    expect(html).not.toMatch(/<script|<style/);
  });

  it('escapes every value it puts into the HTML', () => {
    const hostile = '<script>alert("x")</script> & \'quotes\'';
    const { html, text } = renderActionMail({
      productName: `Bedtime ${hostile}`,
      preheader: hostile,
      heading: hostile,
      paragraphs: [hostile],
      actionLabel: hostile,
      actionUrl: 'https://example.org/a?b="><script>x</script>',
      footnote: hostile,
    });
    expect(html).not.toContain('<script');
    expect(html).toContain(
      'href="https://example.org/a?b=&quot;&gt;&lt;script&gt;x&lt;/script&gt;"',
    );
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;',
    );
    // Plain text is not HTML: it keeps the words as they are.
    expect(text).toContain(hostile);
  });

  it('leaves out the footnote when there is none', () => {
    const { text } = renderActionMail({ ...verify, footnote: undefined });
    expect(text).not.toContain('ignore this mail');
    expect(text.trimEnd().endsWith('— Storyloom')).toBe(true);
  });

  it('refuses a link that is not http(s)', () => {
    expect(() => renderActionMail({ ...verify, actionUrl: 'javascript:alert(1)' })).toThrow(
      /absolute http\(s\) URL/,
    );
    expect(() => renderActionMail({ ...verify, actionUrl: '/verify?token=abc' })).toThrow();
  });
});
