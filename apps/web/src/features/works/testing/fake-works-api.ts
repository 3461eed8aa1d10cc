import {
  ApiRoutes,
  generateArtifactRequestSchema,
  pathTo,
  generationCancelled,
  savedStorySchema,
  WizardPhase,
  type ApiRoute,
  type Artifact,
  type AudiobookResult,
  type ColoringBookResult,
  type NarratorVoice,
  type SongResult,
  type StoryWorkKind,
} from '@storyloom/contracts';
import { vi } from 'vitest';
import { ApiRequestError, type ApiClient, type ApiRequestInit } from '../../../lib/api-client';
import { matchRoute } from '../../../lib/testing/route-matcher';
import type { StoryWorkArtifact } from '../works-api';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

export const apiError = (status: number, error: string, message: string) =>
  new ApiRequestError(`API request failed: ${status}`, status, { error, message, status });

export const STORY_ID = '2026-11-22T07-00-00-000Z';
export const STORY_ARTIFACT_ID = '2026-11-22T07-30-00-000Z';
/** Where the fake storage hands files out from. */
export const FILES_ORIGIN = 'https://files.test';

export const sampleColoringBook: ColoringBookResult = {
  title: 'Luna and the Fallen Star',
  language: 'en',
  paper: 'a4',
  sourceArtifactId: STORY_ARTIFACT_ID,
  pages: [
    'Luna holding a glowing map',
    'Tall trees at night with a small fox',
    'Luna hugging a fallen star',
  ].map((description, index) => ({
    tag: `page-${index + 1}`,
    png: `users/u1/works/coloring/page-${index + 1}.png`,
    width: 1240,
    height: 1754,
    description,
  })),
  pdf: 'users/u1/works/coloring/book.pdf',
};

export const sampleSong: SongResult = {
  title: 'Luna’s Star Song',
  language: 'en',
  sourceArtifactId: STORY_ARTIFACT_ID,
  sections: [
    { kind: 'verse', lines: ['Lu-na found a map'] },
    { kind: 'chorus', lines: ['Shine, lit-tle star'] },
  ],
  abc: 'X:1\nT:Luna’s Star Song\nM:4/4\nL:1/4\nQ:1/4=100\nK:C\nC D E F|G z A B|c2 d2|]\nw:Lu-na found a map shine lit-tle star\n',
  tempoBpm: 100,
  syllables: [
    { text: 'Lu', wordEnd: false, section: 0, line: 0, startSeconds: 0, durationSeconds: 0.5 },
    { text: 'na', wordEnd: true, section: 0, line: 0, startSeconds: 0.5, durationSeconds: 0.5 },
    { text: 'found', wordEnd: true, section: 0, line: 0, startSeconds: 1, durationSeconds: 0.5 },
    { text: 'a', wordEnd: true, section: 0, line: 0, startSeconds: 1.5, durationSeconds: 0.5 },
    { text: 'map', wordEnd: true, section: 0, line: 0, startSeconds: 2, durationSeconds: 1 },
    { text: 'Shine', wordEnd: true, section: 1, line: 0, startSeconds: 4, durationSeconds: 0.5 },
    { text: 'lit', wordEnd: false, section: 1, line: 0, startSeconds: 4.5, durationSeconds: 0.5 },
    { text: 'tle', wordEnd: true, section: 1, line: 0, startSeconds: 5, durationSeconds: 0.5 },
    { text: 'star', wordEnd: true, section: 1, line: 0, startSeconds: 5.5, durationSeconds: 1 },
  ],
  midi: 'users/u1/works/song/song.mid',
  mp3: 'users/u1/works/song/song.mp3',
  durationSeconds: 7,
};

export const sampleAudiobook: AudiobookResult = {
  title: 'Luna and the Fallen Star',
  language: 'en',
  sourceArtifactId: STORY_ARTIFACT_ID,
  voiceId: 'espeak-en-warm',
  mp3: 'users/u1/works/audiobook/book.mp3',
  durationSeconds: 120,
  chapters: [
    { title: 'Luna and the Fallen Star', startSeconds: 0, durationSeconds: 5 },
    { title: 'Page 1', startSeconds: 5, durationSeconds: 40 },
    { title: 'Page 2', startSeconds: 45, durationSeconds: 40 },
    { title: 'Page 3', startSeconds: 85, durationSeconds: 35 },
  ],
};

export const sampleVoices: NarratorVoice[] = [
  {
    id: 'espeak-es-warm',
    name: 'Cálida (español)',
    language: 'es',
    provider: 'espeak',
    sampleUrl: pathTo(ApiRoutes.narrator.voiceSample, { voiceId: 'espeak-es-warm' }),
  },
  {
    id: 'espeak-en-warm',
    name: 'Warm (English)',
    language: 'en',
    gender: 'female',
    provider: 'espeak',
    sampleUrl: pathTo(ApiRoutes.narrator.voiceSample, { voiceId: 'espeak-en-warm' }),
  },
  {
    id: 'espeak-en-bright',
    name: 'Bright (English)',
    language: 'en',
    provider: 'espeak',
    sampleUrl: pathTo(ApiRoutes.narrator.voiceSample, { voiceId: 'espeak-en-bright' }),
  },
];

export const RESULTS = {
  'coloring-book': sampleColoringBook,
  song: sampleSong,
  audiobook: sampleAudiobook,
} as const;

export interface FakeWorksOptions {
  credits?: number;
  costs?: Record<StoryWorkKind, number>;
  /** Works the server already holds, newest first (as the story lists them). */
  saved?: StoryWorkArtifact[];
}

/** A work as the server stores it, finished unless told otherwise. */
export function workArtifact<K extends StoryWorkKind>(
  kind: K,
  id: string,
  change: Partial<Omit<StoryWorkArtifact, 'kind'>> = {},
): StoryWorkArtifact {
  return {
    id,
    storyId: STORY_ID,
    kind,
    status: 'succeeded',
    processTrackingId: `p-${id}`,
    progress: { stage: 'finishing', percent: 100 },
    result: RESULTS[kind],
    error: null,
    parentBagId: null,
    createdUtcEpoch: 1,
    updatedUtcEpoch: 1,
    ...change,
  } as StoryWorkArtifact;
}

/**
 * The works API at the network boundary, answering from memory: a credit ledger, works the test
 * moves along, cancelling (with the refund), deleting, voices and stored files.
 */
export function createFakeWorksApi({
  credits = 30,
  costs = { 'coloring-book': 3, song: 5, audiobook: 4 },
  saved = [],
}: FakeWorksOptions = {}) {
  const calls: RecordedCall[] = [];
  const works = new Map<string, Artifact>(saved.map((work) => [work.id, work]));
  /** Newest first, like the story's artifactIds. */
  const order = [STORY_ARTIFACT_ID, ...saved.map((work) => work.id)];
  let balance = credits;
  let nextId = 1;

  function answer(method: string, path: string, body: unknown): unknown {
    const route = `${method} ${path}`;
    const is = <P extends string>(candidate: ApiRoute<P>) => matchRoute(candidate, method, path);
    let match;
    if (is(ApiRoutes.stories.get)?.id === STORY_ID) {
      // Parsed here so a fake that drifts from the contract fails loudly.
      return savedStorySchema.parse({
        id: STORY_ID,
        currentPhase: WizardPhase.Ready,
        event: { description: 'A star falls' },
        goal: { description: '' },
        challenge: { description: '' },
        instructions: { description: '' },
        storyElements: [],
        options: { length: 'normal', age: 5, language: 'en' },
        title: 'Luna and the Fallen Star',
        artifactIds: order.filter((id) => id === STORY_ARTIFACT_ID || works.has(id)),
        createdUtcEpoch: 1,
        updatedUtcEpoch: 1,
      });
    }
    if (is(ApiRoutes.artifacts.generate)) {
      const request = generateArtifactRequestSchema.parse(body);
      const kind = request.Artifact.kind as StoryWorkKind;
      if (balance < costs[kind]) throw apiError(402, 'insufficient_credits', 'Not enough credits');
      balance -= costs[kind];
      const id = request.Artifact.id ?? `w-${nextId}`;
      const work = workArtifact(kind, id, {
        status: 'queued',
        processTrackingId: `p-${nextId++}`,
        progress: { stage: null, percent: 0 },
        result: null,
      });
      works.set(id, work);
      order.unshift(id);
      return { artifactId: id, processTrackingId: work.processTrackingId };
    }
    if ((match = is(ApiRoutes.artifacts.cancel))) {
      const work = works.get(match.id);
      if (!work) throw apiError(404, 'not_found', 'Not found');
      if (work.status === 'succeeded') throw apiError(409, 'finished', 'Already finished');
      works.set(work.id, { ...work, status: 'cancelled', error: generationCancelled.message });
      balance += costs[work.kind as StoryWorkKind];
      throw apiError(499, generationCancelled.error, generationCancelled.message);
    }
    if ((match = is(ApiRoutes.artifacts.get))) {
      const { id } = match;
      if (id === STORY_ARTIFACT_ID) throw apiError(404, 'not_found', 'Not a work in this fake');
      const work = works.get(id);
      if (!work) throw apiError(404, 'not_found', 'Not found');
      return work;
    }
    if ((match = is(ApiRoutes.artifacts.delete))) {
      if (!works.delete(match.artifactId)) {
        throw apiError(404, 'not_found', 'Not found');
      }
      return null;
    }
    if (is(ApiRoutes.files.signedUrl)) {
      return {
        url: `${FILES_ORIGIN}/${new URL(path, FILES_ORIGIN).searchParams.get('path')}`,
        expiresAtUtcEpoch: Date.now() + 3_600_000,
      };
    }
    throw new Error(`The fake works API has no answer for ${route}`);
  }

  const record = (method: string, path: string, body: unknown) => {
    calls.push({ method, path, body });
  };

  const api: ApiClient = {
    request: vi.fn(async (path: string, init: ApiRequestInit = {}) => {
      const method = init.method ?? 'GET';
      record(method, path, init.body);
      return answer(method, path, init.body);
    }) as ApiClient['request'],
    requestBlob: vi.fn(async (path: string) => {
      record('GET', path, undefined);
      return new Blob(['ID3'], { type: 'audio/mpeg' });
    }),
    publicRequest: vi.fn(async (path: string) => {
      record('GET', path, undefined);
      if (matchRoute(ApiRoutes.narrator.voiceSamples, 'GET', path)) return sampleVoices;
      throw new Error(`The fake works API has no public answer for ${path}`);
    }) as ApiClient['publicRequest'],
  };

  return {
    api,
    calls,
    balance: () => balance,
    work(id: string) {
      const work = works.get(id);
      if (!work) throw new Error(`No work ${id}`);
      return work;
    },
    /** The newest work of a kind the test asked for. */
    newest(kind: StoryWorkKind) {
      const id = order.find((candidate) => works.get(candidate)?.kind === kind);
      if (!id) throw new Error(`No ${kind} was asked for`);
      return this.work(id);
    },
    /** The server moves a work along (what the next GET answers). */
    advance(id: string, change: Partial<Omit<StoryWorkArtifact, 'kind'>>) {
      const work = { ...this.work(id), ...change } as Artifact;
      works.set(id, work);
      return work;
    },
    /** The generation calls with their bodies. */
    generateCalls: () =>
      calls.filter((call) => matchRoute(ApiRoutes.artifacts.generate, call.method, call.path)),
  };
}

export type FakeWorksApi = ReturnType<typeof createFakeWorksApi>;
