import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../../test/accounts.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { ENHANCE_PATH, ENHANCE_RATE_LIMIT } from './enhancements.routes.js';

describe('POST /enhancements/enhance (offline improver)', () => {
  let testApp: TestApp;
  let parent: { authorization: { authorization: string } };

  beforeAll(async () => {
    testApp = await buildTestApp();
    parent = await signedInAccount(testApp, 'parent@example.org');
  });
  afterAll(() => testApp?.close());

  const enhance = (payload: unknown, headers: Record<string, string> = parent.authorization) =>
    testApp.app.inject({ method: 'POST', url: ENHANCE_PATH, headers, payload: payload as object });

  it('answers an improved description that weaves in the chosen names', async () => {
    const response = await enhance({
      field: 'challenge',
      text: '  the button landed   on the far side of the stream ',
      elementNames: ['Pip', 'Lola'],
    });
    expect(response.statusCode).toBe(200);
    const { text } = response.json() as { text: string };
    expect(text).toMatch(/^The button landed on the far side of the stream\. /);
    expect(text).toContain('Facing it will take Pip and Lola, side by side.');
    expect(text.length).toBeGreaterThan(
      'The button landed on the far side of the stream.'.length + 45,
    );

    // Pressing "improve" again keeps it as it is.
    const again = await enhance({ field: 'challenge', text, elementNames: ['Pip', 'Lola'] });
    expect(again.json()).toEqual({ text });
  });

  it('improves in Spanish', async () => {
    const response = await enhance({
      field: 'goal',
      text: 'encontrar el botón perdido',
      language: 'es',
      elementNames: ['Pip'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().text).toMatch(/^Encontrar el botón perdido\. Pip tendrá un papel/);
  });

  it('answers 400 to a bad body, with what to fix', async () => {
    const empty = await enhance({ field: 'goal', text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'validation_failed', status: 400 });
    expect(empty.json().message).toContain('Write a few words first, then improve them.');

    expect((await enhance({ field: 'title', text: 'A story' })).statusCode).toBe(400);
    expect((await enhance({ field: 'goal', text: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await enhance({ field: 'goal', text: 'ok', language: 'fr' })).statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const response = await enhance({ field: 'goal', text: 'find the button' }, {});
    expect(response.statusCode).toBe(401);
  });

  it('answers 422 with a friendly message to words not right for children', async () => {
    const response = await enhance({ field: 'event', text: 'the wolf wants to kill the rabbit' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'unsafe_text',
      message: 'Some words are not right for children. Please change: What happens (violence).',
      status: 422,
    });

    const name = await enhance({ field: 'goal', text: 'win', elementNames: ['Killer'] });
    expect(name.statusCode).toBe(422);
    expect(name.json().message).toContain('Killer (violence)');
  });

  it(`limits each user to ${ENHANCE_RATE_LIMIT.max} improvements in 10 minutes`, async () => {
    const other = await signedInAccount(testApp, 'busy@example.org');
    const statuses: number[] = [];
    for (let index = 0; index <= ENHANCE_RATE_LIMIT.max; index += 1) {
      statuses.push(
        (await enhance({ field: 'goal', text: 'find it' }, other.authorization)).statusCode,
      );
    }
    expect(statuses.slice(0, ENHANCE_RATE_LIMIT.max).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
