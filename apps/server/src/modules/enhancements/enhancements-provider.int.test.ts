import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  promptOf,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from '../../platform/ai/fake-openai-server.test-support.js';
import { signedInAccount } from '../../test/accounts.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { ENHANCE_PATH } from './enhancements.routes.js';

// The improver through the whole app, its text provider an OpenAI-compatible server on 127.0.0.1.
describe('POST /enhancements/enhance with an OpenAI-compatible provider', () => {
  let server: FakeOpenAiServer;
  let testApp: TestApp;
  let parent: { authorization: { authorization: string } };

  beforeAll(async () => {
    server = await startFakeOpenAiServer();
    testApp = await buildTestApp({
      env: {
        AI_TEXT_PROVIDER: 'openai-compatible',
        AI_TEXT_BASE_URL: server.baseUrl,
        AI_TEXT_MODEL: 'story-model',
        AI_TEXT_FAST_MODEL: 'quick-model',
      },
    });
    parent = await signedInAccount(testApp, 'parent@example.org');
  });
  afterAll(async () => {
    await testApp?.close();
    await server?.close();
  });

  const enhance = (payload: object) =>
    testApp.app.inject({
      method: 'POST',
      url: ENHANCE_PATH,
      headers: parent.authorization,
      payload,
    });

  it("answers the model's improvement, having asked the quick model with the names", async () => {
    server.answer(
      'Here is the improved description:\n"A gust of wind whisks Pip\'s shiny button away, and Lola gasps."',
    );
    const response = await enhance({
      field: 'event',
      text: "the wind blew pip's button away",
      elementNames: ['Pip', 'Lola'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      text: "A gust of wind whisks Pip's shiny button away, and Lola gasps.",
    });

    const sent = server.requests.at(-1)!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.body.model).toBe('quick-model');
    expect(sent.body.stream).not.toBe(true);
    const prompt = promptOf(sent);
    expect(prompt).toContain("the wind blew pip's button away");
    expect(prompt).toContain('Pip, Lola');
    expect(prompt).toContain('in English');
  });

  it('asks for Spanish when the description is Spanish', async () => {
    server.answer('El viento se lleva el botón brillante de Pip.');
    const response = await enhance({ field: 'event', text: 'el viento', language: 'es' });
    expect(response.json()).toEqual({ text: 'El viento se lleva el botón brillante de Pip.' });
    expect(promptOf(server.requests.at(-1)!)).toContain('in Spanish');
  });

  it('refuses with 422 an improvement that is not right for children, and keeps nothing', async () => {
    server.answer('The wolf wants to kill the rabbit.');
    const response = await enhance({ field: 'event', text: 'a wolf meets a rabbit' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: 'unsafe_text' });
    expect(response.json().message).toContain('not right for children');
  });

  it('never sends an unsafe description to the provider', async () => {
    const before = server.requests.length;
    const response = await enhance({ field: 'event', text: 'they murder the dragon' });
    expect(response.statusCode).toBe(422);
    expect(server.requests).toHaveLength(before);
  });
});
