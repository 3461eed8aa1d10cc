import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TraceSpan } from '@storyloom/contracts';
import {
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from '../../platform/ai/fake-openai-server.test-support.js';
import { startFakeStripe, type FakeStripe } from '../payments/fake-stripe.test-support.js';
import { stripeEnv } from '../payments/payments.test-support.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser } from '../plans/plans.test-support.js';

const METRICS_TOKEN = 'metrics-token-for-the-tests';

describe('operators with Stripe, a text provider, content capture and metrics', () => {
  let stripe: FakeStripe;
  let textProvider: FakeOpenAiServer;
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    textProvider = await startFakeOpenAiServer();
    testApp = await buildTestApp({
      env: {
        ROLE: 'web',
        ...stripeEnv(stripe.url),
        AI_TEXT_PROVIDER: 'openai-compatible',
        AI_TEXT_BASE_URL: textProvider.baseUrl,
        AI_TEXT_MODEL: 'story-model',
        TRACE_CAPTURE_CONTENT: 'true',
        METRICS_TOKEN: METRICS_TOKEN,
      },
    });
    admin = await signedInUser(testApp, 'owner@example.org');
  });
  afterAll(async () => {
    await testApp?.close();
    await stripe?.close();
    await textProvider?.close();
  });

  it('seeds the payment products from the Stripe prices that name a paid plan', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/Maintenance/seed-payment-configuration',
      headers: admin.authorization,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      source: 'stripe',
      stripeProducts: { prices: { price_explorer: 'Explorer', price_parent: 'Parent' } },
    });
    expect(response.json().stripeProducts.prices).not.toHaveProperty('price_gift');
    expect(stripe.calls('GET', '/v1/prices')).toHaveLength(1);
  });

  it('sends the test prompt to the text model and answers its reply and usage', async () => {
    textProvider.answer('Hello from the model!');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/Diagnostics/chat-completion',
      headers: admin.authorization,
      payload: { prompt: 'Are you awake?' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      provider: 'openai-compatible',
      model: 'story-model',
      reply: 'Hello from the model!',
      usage: { inputTokens: 20, outputTokens: 30, totalTokens: 50 },
    });
    expect(JSON.stringify(textProvider.requests.at(-1)?.body)).toContain('Are you awake?');
  });

  it("keeps a long prompt as an attachment of the provider call's span, for admins only", async () => {
    textProvider.answer('Noted.');
    const prompt = `Please repeat this long test: ${'once upon a time '.repeat(80)}`;
    const answered = await testApp.app.inject({
      method: 'POST',
      url: '/api/Diagnostics/chat-completion',
      headers: admin.authorization,
      payload: { prompt },
    });
    const { traceId } = answered.json();
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    await testApp.platform.telemetry.flush();

    const trace = await testApp.app.inject({
      url: `/api/Diagnostics/tracing/traces/${traceId}`,
      headers: admin.authorization,
    });
    const spans = trace.json().spans as TraceSpan[];
    const root = spans.find((span) => span.parentSpanId === null)!;
    expect(root.name).toBe('POST /api/Diagnostics/chat-completion');
    const call = spans.find((span) => span.category === 'provider')!;
    expect(call).toMatchObject({ name: 'provider text story-model', parentSpanId: root.spanId });
    expect(call.attributes).toMatchObject({
      'ai.model': 'story-model',
      'ai.usage.input_tokens': 20,
      'ai.response': 'Noted.',
    });
    const [attachment] = call.attachments;
    expect(attachment?.fileName).toBe('ai.prompt.txt');

    const file = await testApp.app.inject({ url: attachment!.url, headers: admin.authorization });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="ai.prompt.txt"');
    expect(file.body).toContain(prompt.trim());

    const base = `/api/Diagnostics/tracing/attachments/${traceId}/${call.spanId}`;
    for (const trick of [
      `${base}/a1/..%2F..%2Fetc%2Fpasswd`,
      `${base}/a1/%2e%2e`,
      `${base}/..%2Fa1/ai.prompt.txt`,
      `/api/Diagnostics/tracing/attachments/..%2F..%2F/${call.spanId}/a1/ai.prompt.txt`,
    ]) {
      const refused = await testApp.app.inject({ url: trick, headers: admin.authorization });
      // 400 from the parameter rules, or 404 where the router itself finds no such path.
      expect([400, 404], trick).toContain(refused.statusCode);
      expect(refused.body).not.toContain('once upon a time');
    }
    const other = await testApp.app.inject({
      url: `${base}/a1/other.txt`,
      headers: admin.authorization,
    });
    expect(other.statusCode).toBe(404);
    const family = await signedInUser(testApp, 'family@example.org');
    expect(
      (await testApp.app.inject({ url: attachment!.url, headers: family.authorization }))
        .statusCode,
    ).toBe(403);
    expect((await testApp.app.inject({ url: attachment!.url })).statusCode).toBe(401);
  });

  it('serves Prometheus metrics to the bearer of METRICS_TOKEN only', async () => {
    expect((await testApp.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await testApp.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-metrics-token' },
    });
    expect(wrong.statusCode).toBe(401);
    const scraped = await testApp.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.body).toMatch(
      /storyloom_http_requests_total\{method="POST",route="\/api\/Diagnostics\/chat-completion",status="200"\} \d+/,
    );
    expect(scraped.body).toMatch(
      /storyloom_ai_calls_total\{capability="text",model="story-model",status="ok"\} [1-9]/,
    );
    expect(scraped.body).toContain('storyloom_jobs_unfinished{state="queued"} 0');
    expect(scraped.body).toContain('storyloom_live_connections 0');
  });
});
