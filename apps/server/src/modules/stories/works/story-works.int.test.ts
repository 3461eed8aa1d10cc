import { parseMidi } from 'midi-file';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  storyNotToldYetMessage,
  type Artifact,
  type ArtifactOf,
  type RecentStoriesResponse,
  type StoryWorkKind,
} from '@storyloom/contracts';
import { buildTestApp, type TestApp } from '../../../test/test-app.js';
import { createPlans, plansDepsOf, type Plans } from '../../plans/plans.module.js';
import { signedInUser, type Caller } from '../../story-elements/story-elements.test-support.js';
import { artifactsServiceWith } from '../stories.test-support.js';
import { storiesDepsOf } from '../stories.module.js';
import {
  chargesOf,
  draft,
  post,
  request,
  savedStory,
  smallLibrary,
} from '../stories.test-support.js';
import { unknownVoiceMessage } from './prepare-work.js';
import type { WorkMakers } from './story-works.js';

type User = Caller & { userId: string };

/** Default costs: creditsPerImage 1 (each coloring page), creditsPerSong 5, creditsPerAudioBook 5. */
const SONG_COST = 5;
const AUDIOBOOK_COST = 5;

describe('coloring books, songs and audiobooks from a story', () => {
  let testApp: TestApp;
  let plans: Plans;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { JOB_POLL_INTERVAL_MS: '500' } });
    plans = createPlans(plansDepsOf(testApp.platform));
  });
  afterAll(() => testApp?.close());

  async function userWith(email: string, extra: number): Promise<User> {
    const user = await signedInUser(testApp, email);
    await plans.subscriptions.setupDefaultSubscription(user.userId); // 30 Demo credits
    if (extra > 0) {
      await plans.credits.grantCredits({
        userId: user.userId,
        amount: extra,
        reason: 'grant',
        idempotencyKey: `test-works:${email}`,
      });
    }
    return user;
  }
  const balance = async (user: User) =>
    (await plans.subscriptions.getCurrentSubscription(user.userId)).creditsAvailable;
  const artifactOf = async (user: User, id: string): Promise<Artifact> =>
    (await request(testApp, user, 'GET', `/artifacts/${id}`)).json();
  const exists = (path: string) => testApp.platform.storage.files.exists(path);
  async function read(path: string): Promise<Buffer> {
    const bytes = await testApp.platform.storage.files.get(path);
    if (!bytes) throw new Error(`${path} is not stored`);
    return bytes;
  }
  const generate = (user: User, body: unknown) => post(testApp, user, '/artifacts/generate', body);

  async function settled(user: User, id: string, timeoutMs = 60_000): Promise<Artifact> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const artifact = await artifactOf(user, id);
      if (!['queued', 'running'].includes(artifact.status)) return artifact;
      if (Date.now() > deadline) throw new Error(`artifact ${id} still ${artifact.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** A story with a character and a place, told (with its pictures) through the app. */
  async function toldStory(user: User, storyId: string): Promise<ArtifactOf<'story'>> {
    const elements = await smallLibrary(testApp, user);
    await savedStory(testApp, user, draft(storyId, { storyElements: elements }));
    const started = await generate(user, { Artifact: { storyId, kind: 'story' } });
    expect(started.statusCode).toBe(202);
    const told = await settled(user, started.json().artifactId);
    if (told.kind !== 'story' || told.status !== 'succeeded') throw new Error('not told');
    return told;
  }

  async function made<K extends StoryWorkKind>(
    user: User,
    storyId: string,
    kind: K,
    Options: object = {},
  ): Promise<ArtifactOf<K>> {
    const started = await generate(user, { Artifact: { storyId, kind }, Options });
    expect(started.statusCode, started.body).toBe(202);
    const artifact = await settled(user, started.json().artifactId);
    expect(artifact.status, artifact.error ?? '').toBe('succeeded');
    expect(artifact.kind).toBe(kind);
    return artifact as ArtifactOf<K>;
  }

  it('makes a coloring book: one 1-bit page per scene on Letter paper and a PDF with as many pages', async () => {
    const cy = await userWith('cy.coloring@example.org', 100);
    const story = await toldStory(cy, 'w1');
    const pages = story.result!.pages.length;
    const before = await balance(cy);

    const book = await made(cy, 'w1', 'coloring-book', { paper: 'letter' });

    const result = book.result!;
    expect(result).toMatchObject({
      title: story.result!.title,
      paper: 'letter',
      sourceArtifactId: story.id,
    });
    expect(result.pages.map((page) => page.tag)).toEqual(
      story.result!.pages.map((_, index) => `page-${index + 1}`),
    );
    // Letter at 150 dpi, portrait.
    expect(result.pages[0]).toMatchObject({ width: 1275, height: 1650 });
    const png = await read(result.pages[0]!.png);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const pdf = (await read(result.pdf)).toString('latin1');
    expect(pdf.startsWith('%PDF')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(pages);
    expect(await balance(cy)).toBe(before - pages);
  }, 90_000);

  it('makes a song whose MIDI, MP3 and timed lyrics agree, for creditsPerSong', async () => {
    const sol = await userWith('sol.song@example.org', 100);
    const story = await toldStory(sol, 'w2');
    const before = await balance(sol);

    const song = await made(sol, 'w2', 'song');

    const result = song.result!;
    expect(result.sourceArtifactId).toBe(story.id);
    expect(result.abc).toContain(`T:${result.title}`);
    expect(result.sections.some((section) => section.kind === 'chorus')).toBe(true);
    const midi = parseMidi(await read(result.midi));
    const sung = midi.tracks.flat().filter((event) => event.type === 'lyrics');
    expect(sung).toHaveLength(result.syllables.length);
    const mp3 = await read(result.mp3);
    expect(mp3.length).toBeGreaterThan(10_000);
    const last = result.syllables[result.syllables.length - 1]!;
    expect(result.durationSeconds).toBeGreaterThan(last.startSeconds + last.durationSeconds);
    expect(await balance(sol)).toBe(before - SONG_COST);
  }, 90_000);

  it('narrates an audiobook in the chosen voice with a chapter per page, for creditsPerAudioBook', async () => {
    const ava = await userWith('ava.audiobook@example.org', 100);
    const story = await toldStory(ava, 'w3');
    const before = await balance(ava);

    const book = await made(ava, 'w3', 'audiobook', { voiceId: 'en-bright' });

    const result = book.result!;
    expect(result.voiceId).toBe('en-bright');
    expect(result.chapters).toHaveLength(story.result!.pages.length + 1);
    expect(result.chapters[0]!.title).toBe(story.result!.title);
    expect(result.chapters[1]!.startSeconds).toBeGreaterThan(0);
    expect(result.durationSeconds).toBeGreaterThan(result.chapters.at(-1)!.startSeconds);
    expect((await read(result.mp3)).length).toBeGreaterThan(10_000);
    expect(await balance(ava)).toBe(before - AUDIOBOOK_COST);

    // Recent Work names the newest of each kind.
    const recent: RecentStoriesResponse = (
      await request(testApp, ava, 'GET', '/story/list')
    ).json();
    expect(recent.items[0]!.works).toEqual([
      { id: story.id, status: 'succeeded', kind: 'story' },
      { id: book.id, status: 'succeeded', kind: 'audiobook' },
    ]);

    // Asking again answers the same audiobook, charged once; Regenerate makes a new one.
    const again = await generate(ava, { Artifact: { storyId: 'w3', kind: 'audiobook' } });
    expect(again.json().artifactId).toBe(book.id);
    expect(await balance(ava)).toBe(before - AUDIOBOOK_COST);

    // Deleting it removes its file.
    const deleted = await request(testApp, ava, 'DELETE', `/story/w3/artifact/${book.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await exists(result.mp3)).toBe(false);
    expect((await request(testApp, ava, 'GET', `/artifacts/${book.id}`)).statusCode).toBe(404);
  }, 90_000);

  it('refuses a work before the story is told, an unknown voice, and too few credits, charging nothing', async () => {
    const ned = await userWith('ned.works@example.org', 0);
    await savedStory(testApp, ned, draft('w4'));
    const early = await generate(ned, { Artifact: { storyId: 'w4', kind: 'song' } });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(storyNotToldYetMessage);

    const story = await toldStory(ned, 'w5');
    const voice = await generate(ned, {
      Artifact: { storyId: 'w5', kind: 'audiobook' },
      Options: { voiceId: 'robot-voice' },
    });
    expect(voice.statusCode).toBe(400);
    expect(voice.json().message).toBe(unknownVoiceMessage);
    const badPaper = await generate(ned, {
      Artifact: { storyId: 'w5', kind: 'coloring-book' },
      Options: { paper: 'a3' },
    });
    expect(badPaper.statusCode).toBe(400);

    // Spend down to fewer credits than a song costs.
    const left = await balance(ned);
    await plans.credits.spendCredits({
      userId: ned.userId,
      contentKind: 2,
      units: left - (SONG_COST - 1),
      reference: 'test:spend-down',
      idempotencyKey: `test-spend-down:${ned.userId}`,
    });
    const poor = await generate(ned, {
      Artifact: { id: 'song-poor', storyId: 'w5', kind: 'song' },
    });
    expect(poor.statusCode).toBe(402);
    expect(await balance(ned)).toBe(SONG_COST - 1);
    expect(await chargesOf(testApp, ned.userId, 'song-poor')).toEqual([]);
    expect((await request(testApp, ned, 'GET', '/artifacts/song-poor')).statusCode).toBe(404);
    expect(story.status).toBe('succeeded');
  }, 90_000);

  /** The app's artifacts service with other work makers, on queues of its own. */
  function serviceMaking(makeWork: Partial<WorkMakers>, name: string) {
    const base = storiesDepsOf(testApp.platform, plans);
    return artifactsServiceWith(testApp, {
      ...base,
      makeWork: { ...base.makeWork, ...makeWork },
      generationJobName: `${name}.stories`,
      workJobName: name,
      retries: { retryLimit: 1, retryDelaySeconds: 0, retryBackoff: false },
    });
  }

  it('a work that fails on every attempt ends failed, refunded in full, without files', async () => {
    const fay = await userWith('fay.works@example.org', 100);
    await toldStory(fay, 'w6');
    const stored: string[] = [];
    const service = serviceMaking(
      {
        song: async (_source, tools) => {
          stored.push(await tools.store('song.mp3', Buffer.from('half a song'), 'audio/mpeg'));
          throw new Error('the synthesiser is out of tune');
        },
      },
      'stories.make-work.failing',
    );
    const before = await balance(fay);
    const { artifactId } = await service.generate(fay.userId, {
      artifact: { storyId: 'w6', kind: 'song' },
    });
    const ended = await settled(fay, artifactId);
    expect(ended.status).toBe('failed');
    expect(ended.error).toBe(
      'The song could not be made (the synthesiser is out of tune). Your credits were given back.',
    );
    expect(await balance(fay)).toBe(before);
    expect(stored.length).toBeGreaterThan(0);
    for (const path of stored) expect(await exists(path)).toBe(false);
  }, 60_000);

  it('cancelling a work under way stops it and gives every credit back', async () => {
    const cal = await userWith('cal.works@example.org', 100);
    const story = await toldStory(cal, 'w7');
    let started = false;
    const service = serviceMaking(
      {
        'coloring-book': async (_source, tools) => {
          await tools.progress('drawing', 0.5);
          // Only now is the stage stored: the test reads it as soon as this flag is up.
          started = true;
          await new Promise((_, reject) =>
            tools.signal.addEventListener('abort', () => reject(tools.signal.reason)),
          );
          throw new Error('unreachable');
        },
      },
      'stories.make-work.slow',
    );
    const before = await balance(cal);
    const { artifactId } = await service.generate(cal.userId, {
      artifact: { storyId: 'w7', kind: 'coloring-book' },
    });
    expect(await balance(cal)).toBe(before - story.result!.pages.length);
    const deadline = Date.now() + 20_000;
    while (!started && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect((await artifactOf(cal, artifactId)).progress.stage).toBe('drawing');

    const cancel = await post(testApp, cal, `/artifacts/${artifactId}/cancel`, undefined);
    expect(cancel.statusCode).toBe(499);
    expect((await artifactOf(cal, artifactId)).status).toBe('cancelled');
    expect(await balance(cal)).toBe(before);
  }, 60_000);

  it('keeps works to their kind: no PDF of a song, no hand-written edit of an audiobook', async () => {
    const kit = await userWith('kit.works@example.org', 100);
    const story = await toldStory(kit, 'w8');
    const song = await made(kit, 'w8', 'song');
    const pdf = await request(testApp, kit, 'GET', `/artifacts/${song.id}/pdf`);
    expect(pdf.statusCode).toBe(404);
    const edit = await post(testApp, kit, '/artifacts/create', {
      artifact: { id: song.id, storyId: 'w8', kind: 'story', result: story.result },
    });
    expect(edit.statusCode).toBe(409);
    const picture = await testApp.app.inject({
      method: 'PUT',
      url: `/artifacts/${song.id}/regenerate-image`,
      headers: kit.authorization,
      payload: { tag: 'page-1', revisedImageSpecification: 'a moon', storyId: 'w8' },
    });
    expect(picture.statusCode).toBe(404);
    expect(midiNoteCount(await read(song.result!.midi))).toBeGreaterThan(0);
  }, 90_000);
});

function midiNoteCount(bytes: Buffer): number {
  return parseMidi(bytes)
    .tracks.flat()
    .filter((event) => event.type === 'noteOn').length;
}
