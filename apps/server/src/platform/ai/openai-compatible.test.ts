import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import type { StoryRequest } from '../../engines/storyteller/index.js';
import {
  promptOf,
  samplePicture,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from './fake-openai-server.test-support.js';
import { createImageModel, createTextModel } from './models.js';
import { createProviderIllustrator } from '../../engines/illustrator/provider-illustrator.js';
import { createProviderStoryteller } from '../../engines/storyteller/provider-storyteller.js';

// The real provider path: AI SDK → @ai-sdk/openai-compatible → HTTP on 127.0.0.1 → back.

const request: StoryRequest = {
  elements: [
    { name: 'Pip', description: 'a shy hedgehog who collects shiny buttons', type: 'character' },
    { name: 'Lola', description: 'a chatty squirrel', type: 'character' },
    { name: 'Whispering Woods', description: 'trees that hum at night', type: 'location' },
  ],
  event: "the wind blew Pip's favourite button away",
  goal: 'find the lost button',
  challenge: 'the button landed across the stream',
  instructions: 'end with a cosy bedtime',
  length: 'normal',
  age: 5,
  language: 'en',
  seed: 'seed-1',
};

const told = (pageCount: number) => ({
  title: 'Pip and the Lost Button',
  pages: Array.from({ length: pageCount }, (_, index) => ({
    text: `Page ${index + 1}: Pip and Lola look for the button among the humming trees.`,
    characters: ['pip', 'Lola', 'Someone Else'],
    location: index % 2 === 0 ? 'whispering woods' : null,
    illustration: `Pip and Lola peek under a leaf, scene ${index + 1}.`,
  })),
});

describe('OpenAI-compatible provider on a local server', () => {
  let server: FakeOpenAiServer;
  let config: ReturnType<typeof loadConfig>;

  beforeAll(async () => {
    server = await startFakeOpenAiServer();
    config = loadConfig({
      AI_TEXT_PROVIDER: 'openai-compatible',
      AI_TEXT_BASE_URL: server.baseUrl,
      AI_TEXT_MODEL: 'story-model',
      AI_TEXT_FAST_MODEL: 'quick-model',
      AI_TEXT_API_KEY: 'local-key',
      AI_IMAGE_PROVIDER: 'openai-compatible',
      AI_IMAGE_BASE_URL: server.baseUrl,
      AI_IMAGE_MODEL: 'picture-model',
    });
  });
  afterAll(() => server?.close());

  const storyteller = () =>
    createProviderStoryteller({
      model: createTextModel(config.ai)!,
      fastModel: createTextModel(config.ai, { fast: true })!,
    });

  it('streams a story, reporting pages as they arrive, and keeps only known names', async () => {
    server.answer(JSON.stringify(told(6)));
    const progress: number[] = [];
    const story = await storyteller()(request, {
      signal: AbortSignal.timeout(10_000),
      pageCount: 6,
      onProgress: (fraction) => progress.push(fraction),
    });

    expect(story.title).toBe('Pip and the Lost Button');
    expect(story.language).toBe('en');
    expect(story.pages).toHaveLength(6);
    expect(story.pages[0]).toEqual({
      text: 'Page 1: Pip and Lola look for the button among the humming trees.',
      characters: ['Pip', 'Lola'],
      location: 'Whispering Woods',
      illustration: 'Pip and Lola peek under a leaf, scene 1.',
    });
    expect(story.pages[1]?.location).toBeNull();
    // Several steps, rising, ending at 1.
    expect(progress.length).toBeGreaterThan(3);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);

    const sent = server.requests.at(-1)!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.body.model).toBe('story-model');
    expect(sent.body.stream).toBe(true);
    expect(sent.authorization).toBe('Bearer local-key');
    expect(sent.body.response_format).toMatchObject({ type: 'json_schema' });
    const prompt = promptOf(sent);
    for (const text of [
      'Pip: a shy hedgehog who collects shiny buttons',
      'Lola: a chatty squirrel',
      'Whispering Woods: trees that hum at night',
      "the wind blew Pip's favourite button away",
      'find the lost button',
      'the button landed across the stream',
      'end with a cosy bedtime',
      'exactly 6 pages in English, for a child of 5',
    ]) {
      expect(prompt).toContain(text);
    }
  });

  it('uses the fast model when asked, and writes Spanish when the request is Spanish', async () => {
    server.answer(JSON.stringify(told(6)));
    const story = await storyteller()(
      { ...request, language: 'es' },
      { signal: AbortSignal.timeout(10_000), pageCount: 6, fast: true },
    );
    expect(story.language).toBe('es');
    const sent = server.requests.at(-1)!;
    expect(sent.body.model).toBe('quick-model');
    expect(promptOf(sent)).toContain('in Spanish');
  });

  it('refuses a wrong page count, an answer that is not a story, and unsafe words', async () => {
    const tell = (pageCount: number) =>
      storyteller()(request, { signal: AbortSignal.timeout(10_000), pageCount });

    server.answer(JSON.stringify(told(5)));
    await expect(tell(6)).rejects.toThrow('the storyteller wrote 5 pages instead of 6');

    server.answer('Once upon a time, there was no JSON at all.');
    await expect(tell(6)).rejects.toThrow('not a story');

    const unsafe = told(6);
    unsafe.pages[2]!.text = 'Then the wolf wanted to kill Pip.';
    server.answer(JSON.stringify(unsafe));
    await expect(tell(6)).rejects.toThrow(/not right for children \(Page 3: violence\)/);
  });

  it('stops when the job is cancelled', async () => {
    server.answer(JSON.stringify(told(6)));
    const controller = new AbortController();
    controller.abort(new Error('cancelled by the user'));
    await expect(
      storyteller()(request, { signal: controller.signal, pageCount: 6 }),
    ).rejects.toThrow();
  });

  it('draws a picture, asking for the characters, place and style, and answers a PNG', async () => {
    server.picture(await samplePicture('jpeg', 80, 60));
    const illustrate = createProviderIllustrator(createImageModel(config.ai)!);
    const picture = await illustrate(
      {
        specification: 'Pip and Lola peek under a leaf.',
        characters: [
          { name: 'Pip', description: 'a shy hedgehog with a red scarf' },
          { name: 'Lola', description: 'a chatty squirrel' },
        ],
        location: { name: 'Whispering Woods', description: 'trees that hum at night' },
        style: 'pastel',
        seed: 'page-1',
      },
      { signal: AbortSignal.timeout(10_000) },
    );
    expect(picture.svg).toBeNull();
    expect({ width: picture.width, height: picture.height }).toEqual({ width: 80, height: 60 });
    expect((await sharp(picture.png).metadata()).format).toBe('png');

    const sent = server.requests.at(-1)!;
    expect(sent.path).toBe('/v1/images/generations');
    expect(sent.body.model).toBe('picture-model');
    const prompt = String(sent.body.prompt);
    expect(prompt).toContain('Pip and Lola peek under a leaf.');
    expect(prompt).toContain('Pip (a shy hedgehog with a red scarf)');
    expect(prompt).toContain('Whispering Woods (trees that hum at night)');
    expect(prompt).toContain('pastel');
    expect(prompt).toContain('No words, letters');
  });
});
