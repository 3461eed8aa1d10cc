import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { signedInAccount, TEST_PASSWORD } from '../../test/accounts.js';
import { linkIn, startSmtpCapture } from '../../test/smtp-capture.js';
import { doneOf, pipWithNotes, turn } from '../chat/chat.test-support.js';
import { asChild, childProfile, send, setParentSettings } from '../parents/parents.test-support.js';
import { draft, savedStory } from '../stories/stories.test-support.js';
import { type Caller } from '../story-elements/story-elements.test-support.js';
import { createFamilyMails, SAFETY_ALERT_JOB } from './family-mails.js';

/**
 * The parents' mails through the real SMTP path, on a clock of the test's own: Thursday 26
 * November, noon UTC, moved on by `later`. It is set before the app starts (the job queue times
 * its polls with it, and the ID tokens are signed on it) and it ticks, so the queue's worker
 * still polls: a clock behind the real one, or one standing still, left the alert job waiting.
 */
const START = new Date('2026-11-26T12:00:00Z');
const later = (minutes: number) => vi.setSystemTime(Date.now() + minutes * 60_000);
/** Sunday 29 November, 19:00 in Madrid: the evening digests are due. */
const SUNDAY_EVENING = new Date('2026-11-29T18:00:00Z');

describe('mails to the parent about the children', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let testApp: TestApp;
  let ada: Caller;
  let pip: { id: string };
  let lola: { id: string };
  let mia: Caller;
  let miaId: string;
  let noa: Caller;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(START);
    smtp = await startSmtpCapture();
    testApp = await buildTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Storyloom <hello@storyloom.test>' },
    });
    const account = await signedInAccount(testApp, 'ada@example.org', TEST_PASSWORD, async () =>
      linkIn(await smtp.waitForMail('ada@example.org'), testApp.config.publicUrl),
    );
    const me = await testApp.app.inject({ url: '/api/me', headers: account.authorization });
    ada = { ...account, userId: me.json().id as string };
    ({ pip, lola } = await pipWithNotes(testApp, ada));
    miaId = (await childProfile(testApp, ada, { name: 'Mia' })).id;
    mia = asChild(ada, miaId);
    noa = asChild(ada, (await childProfile(testApp, ada, { name: 'Noa' })).id);
    await childProfile(testApp, ada, { name: 'Leo' });
    await setParentSettings(testApp, ada, { timeZone: 'Europe/Madrid' });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await testApp?.close();
    await smtp?.close();
  });

  /** Waits for every safety-alert job so far to finish (the worker runs them). */
  async function alertJobsSettled(count: number) {
    for (;;) {
      const { rows } = await testApp.platform.database.pool.query<{ settled: number }>(
        `select count(*)::int as settled from job_runs
         where name = $1 and status in ('completed', 'failed')`,
        [SAFETY_ALERT_JOB],
      );
      if (rows[0]!.settled >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('mails the parent after a safety event, and not again within the hour', async () => {
    expect(doneOf((await turn(testApp, mia, pip.id, 'hi Pip')).body).reply.text).not.toBe('');
    later(1);
    await turn(testApp, mia, pip.id, 'what do you like to eat?');
    later(1);
    await turn(testApp, mia, pip.id, 'my address is 12 Oak Street');

    const alert = await smtp.waitForMail('ada@example.org', 2);
    expect(alert.subject).toBe('A moment in your child’s chat to look at');
    expect(alert.text).toContain(
      'Mia, chatting with Pip, shared a personal detail (such as an address, a phone number or a school).',
    );
    // Madrid time, where the family lives.
    expect(alert.text).toContain('Thu 26 Nov, 13:02');
    expect(alert.text).toContain(`${testApp.config.publicUrl}/parents`);
    // What the child wrote stays on the parents' page, never in a mail.
    expect(alert.text).not.toContain('Oak Street');
    expect(alert.html).not.toContain('Oak Street');

    later(2);
    await turn(testApp, mia, pip.id, 'a grown up told me to keep a secret');
    await alertJobsSettled(2);
    expect(smtp.countTo('ada@example.org')).toBe(2); // the verification mail and one alert

    // Both moments are on the parents' page, each with its place in the transcript.
    const { events } = (await send(testApp, ada, 'GET', '/api/parents/safety-events')).json();
    expect(events.map((event: { kind: string }) => event.kind)).toEqual([
      'secret',
      'personal-details',
    ]);
    const { transcripts } = (
      await send(testApp, ada, 'GET', `/api/parents/transcripts?childProfileId=${miaId}`)
    ).json();
    const transcript = transcripts[0];
    expect(events[0].conversationId).toBe(transcript.conversationId);
    expect(transcript.messages.map((message: { id: string }) => message.id)).toContain(
      events[0].messageId,
    );
  });

  it('a child device cannot read the safety events', async () => {
    const refused = await send(testApp, mia, 'GET', '/api/parents/safety-events');
    expect(refused.statusCode).toBe(403);
  });

  it('sends the evening digest of the later events and the weekly digest with the week’s figures', async () => {
    // Noa talks with Lola for two minutes; Mia makes a story on her device.
    later(1);
    await turn(testApp, noa, lola.id, 'hello Lola');
    later(1);
    await turn(testApp, noa, lola.id, 'where is the river?');
    const story = await savedStory(testApp, mia, draft('2026-11-26T12-30-00-000Z'));
    const { rows } = await testApp.platform.database.pool.query<{ child_profile_id: string }>(
      'select child_profile_id from stories where user_id = $1 and id = $2',
      [ada.userId, story.id],
    );
    expect(rows[0]!.child_profile_id).toBe(miaId);
    // The generation's outcome, as the storyteller's job leaves it.
    await testApp.platform.database.pool.query(
      `insert into artifacts (user_id, id, story_id, kind, status, created_at, updated_at)
       values ($1, 'told-1', $2, 'story', 'succeeded', $3, $3)`,
      [ada.userId, story.id, new Date()],
    );

    const mails = createFamilyMails({
      db: testApp.platform.database.db,
      mailer: testApp.platform.mailer,
      productName: 'Storyloom',
      publicUrl: 'https://storyloom.test',
      now: () => SUNDAY_EVENING,
    });
    expect(await mails.sendDueDigests()).toEqual({ safetyDigests: 1, weeklyDigests: 1 });
    const digest = smtp.mails.find((mail) => mail.subject?.startsWith('Today’s moments'));
    expect(digest?.text).toContain('Mia, chatting with Pip, spoke of a secret with a grown-up.');
    expect(digest?.text).not.toContain('personal detail');

    const weekly = smtp.mails.find((mail) => mail.subject === 'Your family’s week');
    expect(weekly?.toAddress).toBe('ada@example.org');
    expect(weekly?.text).toContain('Mia: 4 minutes chatting with Pip; 1 story made.');
    expect(weekly?.text).toContain('Noa: 2 minutes chatting with Lola; 0 stories made.');
    expect(weekly?.text).toContain('Leo: no chats and no stories.');

    // Asked again the same evening (another worker, a retry): nothing more goes out.
    expect(await mails.sendDueDigests()).toEqual({ safetyDigests: 0, weeklyDigests: 0 });
    expect(smtp.countTo('ada@example.org')).toBe(4);
  });

  it('sends no weekly digest when the parent turned it off, and none before the evening', async () => {
    await setParentSettings(testApp, ada, { timeZone: 'Europe/Madrid', weeklyDigest: false });
    const settings = (await send(testApp, ada, 'GET', '/api/parents/settings')).json();
    expect(settings.weeklyDigest).toBe(false);
    const nextSunday = new Date(SUNDAY_EVENING.getTime() + 7 * 24 * 60 * 60 * 1000);
    const mails = createFamilyMails({
      db: testApp.platform.database.db,
      mailer: testApp.platform.mailer,
      productName: 'Storyloom',
      publicUrl: 'https://storyloom.test',
      now: () => nextSunday,
    });
    expect(await mails.sendDueDigests()).toEqual({ safetyDigests: 0, weeklyDigests: 0 });

    await setParentSettings(testApp, ada, { timeZone: 'Europe/Madrid', weeklyDigest: true });
    const morning = createFamilyMails({
      db: testApp.platform.database.db,
      mailer: testApp.platform.mailer,
      productName: 'Storyloom',
      publicUrl: 'https://storyloom.test',
      now: () => new Date(nextSunday.getTime() - 10 * 60 * 60 * 1000),
    });
    expect(await morning.sendDueDigests()).toEqual({ safetyDigests: 0, weeklyDigests: 0 });
    expect(await mails.sendDueDigests()).toEqual({ safetyDigests: 0, weeklyDigests: 1 });
  });
});
