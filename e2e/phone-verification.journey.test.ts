import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughLoginScreen, verifiedAccount } from './support/accounts.js';
import { blockingViolations, finiteAnimationsEnded } from './support/axe.js';
import { startApp, type RunningApp } from './support/app-server.js';
import { launchBrowser, openPage } from './support/browser.js';

// A parent on a phone saves the family's number in Settings, has a code texted to it (Twilio's
// Messages API is a local fake here) and types it: the number is verified.

const EMAIL = 'phone.parent@family.test';

/** Twilio's Messages API on 127.0.0.1: it keeps the bodies of the messages it was asked to send. */
async function fakeTwilio(): Promise<{ server: Server; url: string; bodies: string[] }> {
  const bodies: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      bodies.push(new URLSearchParams(Buffer.concat(chunks).toString('utf8')).get('Body') ?? '');
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ sid: `SM${'0'.repeat(32)}`, status: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bodies };
}

describe('journey: verifying the family’s phone number on a phone', () => {
  let twilio: Awaited<ReturnType<typeof fakeTwilio>>;
  let app: RunningApp;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    twilio = await fakeTwilio();
    [app, browser] = await Promise.all([
      startApp({
        TWILIO_ACCOUNT_SID: `AC${'0123456789abcdef'.repeat(2)}`,
        TWILIO_AUTH_TOKEN: 'journey-auth-token-0123456789',
        TWILIO_PHONE_NUMBER: '+15005550006',
        TWILIO_API_BASE_URL: twilio.url,
      }),
      launchBrowser(),
    ]);
    await verifiedAccount(app, EMAIL);
    page = await openPage(browser, { viewport: { width: 375, height: 740 } });
    await signInThroughLoginScreen(page, app, EMAIL);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await new Promise((resolve) => twilio?.server.close(resolve));
  });

  it('saves a number, texts a code to it, and verifies it with the code', async () => {
    await page.goto(`${app.url}/settings`);
    const card = page.getByRole('region', { name: 'Phone number' });
    await card.getByLabel('Country code').fill('+44');
    await card.getByLabel('Number').fill('07700 900123');
    await card.getByRole('button', { name: 'Save phone number' }).click();
    await card
      .getByText('Not verified yet: the phone line answers this number once you type the code')
      .waitFor();
    const verification = card.getByRole('region', { name: 'Verification' });
    await finiteAnimationsEnded(page);
    expect(await blockingViolations(page)).toEqual([]);
    // Nothing sticks out sideways on a 375 px phone.
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);

    await verification.getByRole('button', { name: 'Send a code' }).click();
    await verification.getByText('We texted a code to +44 07700900123.').waitFor();
    const code = /\b(\d{6})\b/.exec(twilio.bodies.at(-1) ?? '')?.[1];
    expect(code).toBeDefined();

    const field = verification.getByLabel('Code from the text message');
    await field.fill('000000' === code ? '111111' : '000000');
    await field.press('Enter');
    await verification.getByText('That code is not right. 4 tries left.').waitFor();

    await field.fill(code!);
    await field.press('Enter');
    await verification
      .getByText('Your phone number is verified. Calls from it reach your characters.')
      .waitFor();
    await verification
      .getByText('Verified: the phone line answers calls from this number.')
      .waitFor();
    expect(await blockingViolations(page)).toEqual([]);
  });
});
