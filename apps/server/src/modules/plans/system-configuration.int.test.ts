import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicSystemConfigurationSchema } from '@storyloom/contracts';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { DEFAULT_SYSTEM_CONFIGURATION } from './default-system-configuration.js';
import { createPlans, plansDepsOf } from './plans.module.js';
import { signedInUser } from './plans.test-support.js';

describe('system configuration', () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let member: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    testApp = await buildTestApp();
    admin = await signedInUser(testApp, 'owner@example.org'); // the first account administers
    member = await signedInUser(testApp, 'member@example.org');
  });
  afterAll(() => testApp?.close());

  const readPublic = () => testApp.app.inject({ url: '/api/system-configuration/public' });
  const put = (body: unknown, headers: Record<string, string> = admin.authorization) =>
    testApp.app.inject({
      method: 'PUT',
      url: '/api/DevOps/system-configuration',
      headers,
      payload: body as object,
    });

  it('is seeded with the documented defaults and readable without signing in', async () => {
    const response = await readPublic();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(publicSystemConfigurationSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      systemCosts: {
        creditsPerStory: 10,
        creditsPerImage: 1,
        creditsPerSong: 5,
        creditsPerAudioBook: 5,
        creditsPerMinuteOfCall: 1,
      },
      defaultCampaignCode: 'welcome',
      configurationVersion: 1,
      lastUpdatedUtcEpoch: expect.any(Number),
    });
    expect(body.plans).toEqual([
      {
        plan: 1,
        name: 'Demo',
        monthlyCredits: 30,
        price: { amountCents: 0, currency: 'USD' },
        stripePriceId: null,
        bagOfIdeasSize: 5,
        canGenerateLongerContent: false,
      },
      {
        plan: 2,
        name: 'Explorer',
        monthlyCredits: 200,
        price: { amountCents: 499, currency: 'USD' },
        stripePriceId: null,
        bagOfIdeasSize: 5,
        canGenerateLongerContent: true,
      },
      {
        plan: 3,
        name: 'Parent',
        monthlyCredits: 500,
        price: { amountCents: 999, currency: 'USD' },
        stripePriceId: null,
        bagOfIdeasSize: 5,
        canGenerateLongerContent: true,
      },
      {
        plan: 4,
        name: 'Professional',
        monthlyCredits: 1500,
        price: { amountCents: 2499, currency: 'USD' },
        stripePriceId: null,
        bagOfIdeasSize: 5,
        canGenerateLongerContent: true,
      },
      {
        plan: 5,
        name: 'UnregisteredUser',
        monthlyCredits: 0,
        price: null,
        stripePriceId: null,
        bagOfIdeasSize: 5,
        canGenerateLongerContent: false,
      },
    ]);
  });

  it('seeds idempotently when several processes start on one database', async () => {
    const other = createPlans(plansDepsOf(testApp.platform));
    await Promise.all([
      other.systemConfiguration.ensureSeeded(),
      other.systemConfiguration.ensureSeeded(),
    ]);
    expect((await readPublic()).json().configurationVersion).toBe(1);
  });

  it('lets only administrators read or replace the whole document', async () => {
    expect((await put(DEFAULT_SYSTEM_CONFIGURATION, {})).statusCode).toBe(401);
    const refused = await put(DEFAULT_SYSTEM_CONFIGURATION, member.authorization);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('forbidden');
    const read = await testApp.app.inject({
      url: '/api/DevOps/system-configuration',
      headers: member.authorization,
    });
    expect(read.statusCode).toBe(403);
    expect((await readPublic()).json().configurationVersion).toBe(1);
  });

  it.each(['systemCosts', 'subscriptionCredits', 'subscriptionPrices'] as const)(
    'refuses a document without %s, naming it, and changes nothing',
    async (field) => {
      const before = (await readPublic()).json();
      const { [field]: _dropped, ...incomplete } = DEFAULT_SYSTEM_CONFIGURATION;
      const response = await put(incomplete);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'invalid_system_configuration',
        message: `Invalid system configuration: ${field} is required`,
        status: 400,
      });
      expect((await readPublic()).json()).toEqual(before);
    },
  );

  it('refuses fractional costs, unknown plans and malformed prices', async () => {
    const response = await put({
      ...DEFAULT_SYSTEM_CONFIGURATION,
      systemCosts: { ...DEFAULT_SYSTEM_CONFIGURATION.systemCosts, creditsPerImage: 1.5 },
      subscriptionCredits: { Gold: 10 },
      subscriptionPrices: { Parent: { amountCents: '9.99' } },
    });
    expect(response.statusCode).toBe(400);
    const { message } = response.json();
    expect(message).toContain('systemCosts.creditsPerImage must be a whole number');
    expect(message).toContain('subscriptionCredits.Gold is not a plan');
    expect(message).toContain('subscriptionPrices.Parent must be null or');
    expect((await readPublic()).json().configurationVersion).toBe(1);
  });

  it('replaces the document, bumps the version and shows the change publicly', async () => {
    const response = await put({
      ...DEFAULT_SYSTEM_CONFIGURATION,
      systemCosts: { ...DEFAULT_SYSTEM_CONFIGURATION.systemCosts, creditsPerStory: 12 },
      subscriptionCredits: { ...DEFAULT_SYSTEM_CONFIGURATION.subscriptionCredits, '3': 600 },
      campaignConfigurations: { default: 'spring' },
      configurationVersion: 99, // the server owns the version
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ configurationVersion: 2 });

    const after = (await readPublic()).json();
    expect(after).toMatchObject({
      configurationVersion: 2,
      defaultCampaignCode: 'spring',
      systemCosts: { creditsPerStory: 12 },
    });
    expect(after.plans[2]).toMatchObject({ name: 'Parent', monthlyCredits: 600 });

    const full = await testApp.app.inject({
      url: '/api/DevOps/system-configuration',
      headers: admin.authorization,
    });
    expect(full.statusCode).toBe(200);
    expect(full.json()).toMatchObject({
      configurationVersion: 2,
      subscriptionCredits: { '3': 600 },
    });
  });
});
