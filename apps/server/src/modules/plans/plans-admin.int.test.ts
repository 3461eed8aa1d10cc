import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Plan } from '@storyloom/contracts';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { ledgerOf, signedInUser, subscriptionEvents } from './plans.test-support.js';

describe('administrators set plans and credits', () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let member: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    testApp = await buildTestApp();
    admin = await signedInUser(testApp, 'owner@example.org');
    member = await signedInUser(testApp, 'family@example.org');
  });
  afterAll(() => testApp?.close());

  const post = (
    path: string,
    body: object,
    headers: Record<string, string> = admin.authorization,
  ) => testApp.app.inject({ method: 'POST', url: path, headers, payload: body });

  it('answers 401 without a token and 403 to a member', async () => {
    const planPath = `/api/DevOps/users/${member.userId}/plan`;
    const creditsPath = `/api/DevOps/users/${member.userId}/credits`;
    expect((await post(planPath, { plan: 'Parent' }, {})).statusCode).toBe(401);
    expect((await post(creditsPath, { amount: 5 }, {})).statusCode).toBe(401);
    const plan = await post(planPath, { plan: 'Parent' }, member.authorization);
    expect(plan.statusCode).toBe(403);
    expect((await post(creditsPath, { amount: 5 }, member.authorization)).statusCode).toBe(403);
    expect(await ledgerOf(testApp, member.userId)).toEqual({ sum: 0, entries: 0 });
  });

  it("sets a plan by name, granting the Demo start and the plan's credits", async () => {
    const response = await post(`/api/DevOps/users/${member.userId}/plan`, { plan: 'parent' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      plan: Plan.Parent,
      canGenerateLongerContent: true,
      creditsAvailable: 30 + 500,
    });
    const same = await post(`/api/DevOps/users/${member.userId}/plan`, { plan: Plan.Parent });
    expect(same.json().creditsAvailable).toBe(530);
    expect(await ledgerOf(testApp, member.userId)).toEqual({ sum: 530, entries: 2 });

    const events = await subscriptionEvents(testApp, member.userId);
    expect(events.at(-1)?.data).toMatchObject({ plan: Plan.Parent, creditsAvailable: 530 });
  });

  it('adds and removes credits, never below zero', async () => {
    const path = `/api/DevOps/users/${member.userId}/credits`;
    const added = await post(path, { amount: 70, note: 'birthday' });
    expect(added.statusCode).toBe(200);
    expect(added.json().creditsAvailable).toBe(600);
    expect((await post(path, { amount: -100 })).json().creditsAvailable).toBe(500);

    const tooMuch = await post(path, { amount: -501 });
    expect(tooMuch.statusCode).toBe(402);
    expect(tooMuch.json().message).toBe('Not enough credits: this needs 501 and you have 500.');
    expect((await post(path, { amount: 0 })).statusCode).toBe(400);
    expect(await ledgerOf(testApp, member.userId)).toEqual({ sum: 500, entries: 4 });

    const { rows } = await testApp.platform.database.pool.query<{ note: string }>(
      "select note from credit_ledger where user_id = $1 and reason = 'admin' order by id",
      [member.userId],
    );
    expect(rows.map((row) => row.note)).toEqual([
      'birthday (by owner@example.org)',
      'by owner@example.org',
    ]);
  });

  it('answers 400 to an unknown plan and 404 to an unknown account', async () => {
    const badPlan = await post(`/api/DevOps/users/${member.userId}/plan`, { plan: 'Gold' });
    expect(badPlan.statusCode).toBe(400);
    expect(badPlan.json().message).toContain('must be one of Demo, Explorer');
    const ghost = await post('/api/DevOps/users/ghost/plan', { plan: 'Explorer' });
    expect(ghost.statusCode).toBe(404);
    expect(ghost.json().message).toBe('No account has the id ghost.');
  });
});
