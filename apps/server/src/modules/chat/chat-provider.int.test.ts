import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  promptOf,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from '../../platform/ai/fake-openai-server.test-support.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser, type Caller } from '../story-elements/story-elements.test-support.js';
import { chatRowsOf, doneOf, eventsOf, pipWithNotes, turn } from './chat.test-support.js';

// The chat with an AI provider: an OpenAI-compatible server on 127.0.0.1 streams the model's
// answer; the app streams it on to the child, checked, and falls back to the offline engine.

describe('chat with an AI provider', () => {
  let server: FakeOpenAiServer;
  let testApp: TestApp;
  let ada: Caller;
  let pip: { id: string };
  let port: number;

  beforeAll(async () => {
    server = await startFakeOpenAiServer();
    testApp = await buildTestApp({
      env: {
        AI_TEXT_PROVIDER: 'openai-compatible',
        AI_TEXT_BASE_URL: server.baseUrl,
        AI_TEXT_MODEL: 'chat-model',
      },
    });
    ada = await signedInUser(testApp, 'ada@example.org');
    ({ pip } = await pipWithNotes(testApp, ada));
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = (testApp.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await testApp?.close();
    await server?.close();
  });

  /** Sends a turn over real HTTP and hands each chunk to `onChunk` as it arrives. */
  function rawTurn(userMessage: string, onChunk: (chunk: string) => void): Promise<string> {
    const payload = JSON.stringify({ characterId: pip.id, storyId: 'all', userMessage });
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: `/api/Chat/${pip.id}/Turn`,
          method: 'POST',
          headers: {
            ...ada.authorization,
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(payload)),
          },
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            body += chunk;
            onChunk(chunk);
          });
          response.on('end', () => resolve(body));
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }

  it('streams the first words before the model has written the rest', async () => {
    const answer =
      'Hello friend! My favourite food is blueberry pancakes, with lots of syrup. What do you like to eat?';
    server.answer(answer);
    const held = server.holdAfterFirstPiece();
    let seenBeforeRelease = '';
    let released = false;
    const body = await rawTurn('what is your favourite food?', (chunk) => {
      if (released) return;
      seenBeforeRelease += chunk;
      // The model has sent only its first piece: what reached the child is its first words.
      if (eventsOf(seenBeforeRelease).some((event) => event.type === 'delta')) {
        released = true;
        expect(seenBeforeRelease).not.toContain('"done"');
        expect(seenBeforeRelease).not.toContain('syrup');
        held.release();
      }
    });
    expect(released).toBe(true);
    const done = doneOf(body);
    expect(done.reply.text).toBe(answer);
    const deltas = eventsOf(body).flatMap((event) => (event.type === 'delta' ? [event.text] : []));
    expect(deltas.join('')).toBe(answer);

    const sent = server.requests.at(-1)!;
    expect(sent.body.model).toBe('chat-model');
    expect(sent.body.stream).toBe(true);
    const prompt = promptOf(sent);
    for (const grounding of [
      'you are Pip',
      'a shy hedgehog who collects shiny buttons',
      "Pip's favourite food is blueberry pancakes.",
      'Lola (character): a chatty squirrel who knows every path in the wood',
      'Never ask for or repeat personal details',
      'No romance, no violence',
      'admit kindly that you do not know',
      'Answer in English.',
      'what is your favourite food?',
    ]) {
      expect(prompt).toContain(grounding);
    }
  });

  it('never lets unsafe model output reach the child: the offline engine answers instead', async () => {
    server.answer(
      'Hello friend! Tonight I will take my sword and kill the dragon in its cave, and there will be blood everywhere.',
    );
    const response = await turn(testApp, ada, pip.id, 'what do you like to eat?');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/kill/i);
    const done = doneOf(response.body);
    expect(done.reply.text).toContain('My favourite food is blueberry pancakes');
    const stored = await testApp.platform.database.pool.query(
      `select text from chat_messages where id = $1`,
      [Number(done.reply.id)],
    );
    expect(stored.rows[0].text).toBe(done.reply.text);
  });

  it('answers from the offline engine, with no error shown, when the provider is down', async () => {
    server.failNext(503, 5);
    const response = await turn(testApp, ada, pip.id, 'where do you live?');
    expect(response.statusCode).toBe(200);
    const events = eventsOf(response.body);
    expect(events.some((event) => event.type === 'error')).toBe(false);
    expect(doneOf(response.body).reply.text).toContain('I live in a hollow log by the river');
    expect((await chatRowsOf(testApp, ada.userId)).messages).toBeGreaterThan(2);
  });
});
