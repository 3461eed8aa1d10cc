import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../platform/mail/mailer.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

const MAIL_VIEW_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; sandbox allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation";

const welcome: OutgoingMail = {
  to: 'Parent@Example.org',
  subject: '<script>alert("hi")</script> Welcome',
  html: '<!doctype html><html lang="en"><body><a href="https://storyloom.test/verify?token=abc&amp;next=/story">Confirm</a></body></html>',
  text: 'Welcome! Confirm here: https://storyloom.test/verify?token=abc&next=/story.\n<b>not bold</b>',
};

type MailJson = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
};

describe('the dev mailbox, while mail stays in the outbox', () => {
  let testApp: TestApp;
  let mailId: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { PRODUCT_NAME: 'Bedtime Tales' } });
    await testApp.platform.mailer.send({
      to: 'someone-else@example.org',
      subject: 'An older mail',
      html: '<p>Older</p>',
      text: 'Older',
    });
    await testApp.platform.mailer.send(welcome);
    const listed = await testApp.app.inject({ url: '/dev/mailbox.json' });
    mailId = (listed.json() as { mails: MailJson[] }).mails[0]!.id;
  });
  afterAll(() => testApp.close());

  it('is shown only to the machine that runs the server', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
      const response = await testApp.app.inject({ url, remoteAddress: '203.0.113.7' });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error).toBe('mailbox_local_only');
    }
  });

  it('lists the mails as JSON, newest first', async () => {
    const response = await testApp.app.inject({ url: '/dev/mailbox.json' });
    expect(response.statusCode).toBe(200);
    const { mails } = response.json() as { mails: MailJson[] };
    expect(mails.map((mail) => mail.subject)).toEqual([welcome.subject, 'An older mail']);
    expect(mails[0]).toEqual({
      id: mailId,
      to: welcome.to,
      subject: welcome.subject,
      text: welcome.text,
      html: welcome.html,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('filters by recipient in any letter case', async () => {
    const response = await testApp.app.inject({
      url: '/dev/mailbox.json?to=parent@EXAMPLE.org',
    });
    const { mails } = response.json() as { mails: MailJson[] };
    expect(mails.map((mail) => mail.id)).toEqual([mailId]);
  });

  it('shows the mails on a page, with working links and every value escaped', async () => {
    const response = await testApp.app.inject({ url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.body;
    expect(page).toContain('<title>Bedtime Tales mailbox</title>');
    expect(page).toContain('No SMTP server is configured, so mail stays here');
    expect(page).toContain(
      '<a href="https://storyloom.test/verify?token=abc&amp;next=/story">https://storyloom.test/verify?token=abc&amp;next=/story</a>.',
    );
    expect(page).toContain(`<a href="/dev/mailbox/${mailId}">View as the mail looks</a>`);
    expect(page).not.toContain('<script');
    expect(page).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; Welcome');
    expect(page).toContain('&lt;b&gt;not bold&lt;/b&gt;');
    expect(page.indexOf('Welcome')).toBeLessThan(page.indexOf('An older mail'));
  });

  it('serves a mail as it looks, sandboxed so it cannot run scripts but its links work', async () => {
    const response = await testApp.app.inject({ url: `/dev/mailbox/${mailId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(MAIL_VIEW_POLICY);
    expect(response.body).toBe(welcome.html);
  });

  it('answers a malformed id with 400 and an unknown one with 404, as JSON', async () => {
    const malformed = await testApp.app.inject({ url: '/dev/mailbox/not-a-mail' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: 'validation_failed', status: 400 });
    const unknown = await testApp.app.inject({ url: `/dev/mailbox/${randomUUID()}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'not_found', status: 404 });
  });

  it('keeps the list to the latest 50 mails', async () => {
    for (let index = 1; index <= 50; index += 1) {
      await testApp.platform.mailer.send({
        to: 'bulk@example.org',
        subject: `Mail ${index}`,
        html: '<p>Hi</p>',
        text: 'Hi',
      });
    }
    const { mails } = (await testApp.app.inject({ url: '/dev/mailbox.json' })).json() as {
      mails: MailJson[];
    };
    expect(mails).toHaveLength(50);
    expect(mails[0]?.subject).toBe('Mail 50');
    expect(mails[49]?.subject).toBe('Mail 1');
    const page = await testApp.app.inject({ url: '/dev/mailbox' });
    expect(page.body.match(/<article>/g)).toHaveLength(50);
  });
});

describe('the dev mailbox, when an SMTP server is configured', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // Nothing listens there; building the app never connects.
    testApp = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
  });
  afterAll(() => testApp.close());

  it('does not exist', async () => {
    const json = await testApp.app.inject({ url: '/dev/mailbox.json' });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({ error: 'not_found', status: 404 });

    const page = await testApp.app.inject({
      url: '/dev/mailbox',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('mailbox</title>');

    const mail = await testApp.app.inject({ url: `/dev/mailbox/${randomUUID()}` });
    expect(mail.statusCode).toBe(404);
  });
});

describe('the dev mailbox behind a reverse proxy on the same machine', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => testApp.close());

  // The proxy connects from 127.0.0.1 whoever the visitor is; it names them in X-Forwarded-For.
  const throughProxy = (visitor: string) =>
    testApp.app.inject({
      url: '/dev/mailbox.json',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': visitor },
    });

  it('refuses a visitor from elsewhere, though the connection is local', async () => {
    const response = await throughProxy('203.0.113.7');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('mailbox_local_only');
  });

  it('shows the mailbox to someone at this machine, through the proxy', async () => {
    expect((await throughProxy('127.0.0.1')).statusCode).toBe(200);
  });

  it('refuses a forwarded "127.0.0.1" that did not come through a local connection', async () => {
    const response = await testApp.app.inject({
      url: '/dev/mailbox.json',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the dev mailbox in production behind a proxy', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { NODE_ENV: 'production', TRUST_PROXY: 'true' } });
  });
  afterAll(() => testApp.close());

  it('does not exist, even for the machine itself', async () => {
    for (const url of ['/dev/mailbox.json', `/dev/mailbox/${randomUUID()}`]) {
      const response = await testApp.app.inject({
        url,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
