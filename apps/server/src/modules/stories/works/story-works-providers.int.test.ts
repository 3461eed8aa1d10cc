import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Artifact, ArtifactOf } from '@storyloom/contracts';
import sharp from 'sharp';
import {
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from '../../../platform/ai/fake-openai-server.test-support.js';
import {
  spokenText,
  startFakeSpeechServer,
  type FakeSpeechServer,
} from '../../../platform/ai/fake-speech-server.test-support.js';
import { buildTestApp, type TestApp } from '../../../test/test-app.js';
import { createPlans, plansDepsOf } from '../../plans/plans.module.js';
import { monoWav } from '../../../engines/songwriter/render-song-audio.js';
import { signedInUser, type Caller } from '../../story-elements/story-elements.test-support.js';
import { draft, post, request, savedStory } from '../stories.test-support.js';

/** A music service on 127.0.0.1 that answers every song with this many seconds of tone. */
const MUSIC_SECONDS = 3;

async function startFakeMusicService() {
  const songs: { title: string; midi: string }[] = [];
  const server: Server = createServer((incoming, response) => {
    const parts: Buffer[] = [];
    incoming.on('data', (part: Buffer) => parts.push(part));
    incoming.on('end', () => {
      songs.push(JSON.parse(Buffer.concat(parts).toString('utf8')));
      const samples = new Float32Array(MUSIC_SECONDS * 16_000).map((_, i) => Math.sin(i / 10));
      response.writeHead(200, { 'content-type': 'audio/wav' }).end(monoWav(samples, 16_000));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    songs,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('works with an image model, a speech provider and a music service configured', () => {
  let speech: FakeSpeechServer;
  let music: Awaited<ReturnType<typeof startFakeMusicService>>;
  let images: FakeOpenAiServer;
  let testApp: TestApp;

  beforeAll(async () => {
    [speech, music, images] = await Promise.all([
      startFakeSpeechServer(),
      startFakeMusicService(),
      startFakeOpenAiServer(),
    ]);
    testApp = await buildTestApp({
      env: {
        JOB_POLL_INTERVAL_MS: '500',
        AI_SPEECH_PROVIDER: 'elevenlabs',
        AI_SPEECH_BASE_URL: speech.origin,
        AI_SPEECH_API_KEY: 'xi-test-key',
        AI_SPEECH_VOICES: 'Rachel=21m00Tcm4TlvDq8ikWAM:en',
        AI_MUSIC_PROVIDER: 'http',
        AI_MUSIC_BASE_URL: music.url,
        AI_IMAGE_PROVIDER: 'openai-compatible',
        AI_IMAGE_MODEL: 'picture-model',
        AI_IMAGE_BASE_URL: images.baseUrl,
      },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await speech?.close();
    await music?.close();
    await images?.close();
  });

  async function readyUser(email: string): Promise<Caller> {
    const user = await signedInUser(testApp, email);
    const plans = createPlans(plansDepsOf(testApp.platform));
    await plans.subscriptions.setupDefaultSubscription(user.userId);
    await plans.credits.grantCredits({
      userId: user.userId,
      amount: 100,
      reason: 'grant',
      idempotencyKey: `test-provider-works:${email}`,
    });
    return user;
  }

  async function settled(caller: Caller, id: string): Promise<Artifact> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const artifact: Artifact = (await request(testApp, caller, 'GET', `/artifacts/${id}`)).json();
      if (!['queued', 'running'].includes(artifact.status)) return artifact;
      if (Date.now() > deadline) throw new Error(`artifact ${id} still ${artifact.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function make(caller: Caller, body: object): Promise<Artifact> {
    const started = await post(testApp, caller, '/artifacts/generate', body);
    expect(started.statusCode, started.body).toBe(202);
    return settled(caller, started.json().artifactId);
  }

  it('reads the audiobook with the provider voice, a chapter per page', async () => {
    const rae = await readyUser('rae.provider@example.org');
    await savedStory(testApp, rae, draft('pw1'));
    const story = (await make(rae, {
      Artifact: { storyId: 'pw1', kind: 'story' },
    })) as ArtifactOf<'story'>;
    expect(story.status).toBe('succeeded');

    const book = await make(rae, {
      Artifact: { storyId: 'pw1', kind: 'audiobook' },
      Options: { voiceId: 'elevenlabs-rachel' },
    });
    expect(book.status, book.error ?? '').toBe('succeeded');
    const result = (book as ArtifactOf<'audiobook'>).result!;
    expect(result.voiceId).toBe('elevenlabs-rachel');
    expect(result.chapters).toHaveLength(story.result!.pages.length + 1);
    // Every page was spoken by the provider, in the configured voice.
    const spoken = speech.requests.map(spokenText).join(' ');
    for (const page of story.result!.pages) expect(spoken).toContain(page.text.slice(0, 30));
    expect(speech.requests.every((r) => r.path.includes('21m00Tcm4TlvDq8ikWAM'))).toBe(true);

    const unknown = await post(testApp, rae, '/artifacts/generate', {
      Artifact: { storyId: 'pw1', kind: 'audiobook' },
      Regenerate: true,
      Options: { voiceId: 'elevenlabs-nobody' },
    });
    expect(unknown.statusCode).toBe(400);
  }, 90_000);

  it('has the song played by the music service, timed as it answered', async () => {
    const sam = await readyUser('sam.provider@example.org');
    await savedStory(testApp, sam, draft('pw2'));
    await make(sam, { Artifact: { storyId: 'pw2', kind: 'story' } });

    const song = await make(sam, { Artifact: { storyId: 'pw2', kind: 'song' } });
    expect(song.status, song.error ?? '').toBe('succeeded');
    const result = (song as ArtifactOf<'song'>).result!;
    expect(result.durationSeconds).toBeCloseTo(MUSIC_SECONDS, 3);
    expect(music.songs.at(-1)).toMatchObject({ title: result.title });
    const midi = await testApp.platform.storage.files.get(result.midi);
    expect(Buffer.from(music.songs.at(-1)!.midi, 'base64').equals(midi!)).toBe(true);
  }, 90_000);

  it('has the image model draw each coloring scene as line art, cleaned to black and white', async () => {
    const kim = await readyUser('kim.provider@example.org');
    await savedStory(testApp, kim, draft('pw3'));
    const story = (await make(kim, {
      Artifact: { storyId: 'pw3', kind: 'story' },
    })) as ArtifactOf<'story'>;
    // The model answers a coloured, shaded drawing with an outlined circle.
    images.picture(
      await sharp(
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" fill="#e8f0ff"/><circle cx="256" cy="256" r="160" fill="#f6b26b" stroke="#111" stroke-width="14"/></svg>',
        ),
      )
        .png()
        .toBuffer(),
    );
    const before = images.requests.length;

    const book = await make(kim, { Artifact: { storyId: 'pw3', kind: 'coloring-book' } });
    expect(book.status, book.error ?? '').toBe('succeeded');
    const asked = images.requests.slice(before).map((r) => String(r.body.prompt));
    expect(asked).toHaveLength(story.result!.pages.length);
    for (const prompt of asked) expect(prompt).toMatch(/^A children's coloring page: /);

    const page = (book as ArtifactOf<'coloring-book'>).result!.pages[0]!;
    const png = await testApp.platform.storage.files.get(page.png);
    const { data, info } = await sharp(png!).raw().toBuffer({ resolveWithObject: true });
    let pure = 0;
    let black = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      const values = data.subarray(i, i + info.channels);
      if (values.every((v) => v === 0)) black += 1;
      if (values.every((v) => v === 0 || v === 255) && new Set(values).size === 1) pure += 1;
    }
    const pixels = data.length / info.channels;
    expect(pure / pixels).toBeGreaterThanOrEqual(0.99);
    // Outlines only: the orange fill and the pale sky turned white.
    expect(black / pixels).toBeLessThan(0.2);
    expect(black / pixels).toBeGreaterThan(0.005);
  }, 90_000);
});
