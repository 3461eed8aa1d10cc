import {
  STORY_GENERATION_EVENT,
  generationCancelled,
  type Artifact,
  type ArtifactOf,
  type GenerationProgress,
  type SongResult,
} from '@storyloom/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, type ApiClient, type ApiRequestInit } from '../api-client';
import { ApiClientProvider } from '../api-client-context';
import { LIVE_RECONNECTED } from '../live-client';
import { LiveEventsProvider } from '../live-events-context';
import { createFakeLiveEvents } from '../testing/fake-live-events';
import {
  PROGRESS_POLL_MS,
  useFollowGeneration,
  type FollowGenerationOptions,
} from './use-follow-generation';

const STORY_ID = '2026-11-20T08-00-00-000Z';
const SONG: SongResult = {
  title: 'The Star Song',
  language: 'en',
  sourceArtifactId: 'told-1',
  sections: [{ kind: 'chorus', lines: ['Shine, lit-tle star'] }],
  abc: 'X:1\nT:The Star Song\nM:4/4\nL:1/4\nK:C\nC D E F|]\n',
  tempoBpm: 100,
  syllables: [
    { text: 'Shine', wordEnd: true, section: 0, line: 0, startSeconds: 0, durationSeconds: 1 },
  ],
  midi: 'users/u1/works/song/song.mid',
  mp3: 'users/u1/works/song/song.mp3',
  durationSeconds: 1,
};

const apiError = (status: number, message: string) =>
  new ApiRequestError(`API request failed: ${status}`, status, { error: 'e', message, status });

type Song = ArtifactOf<'song'>;

function song(id: string, change: Partial<Song> = {}): Song {
  return {
    id,
    storyId: STORY_ID,
    kind: 'song',
    status: 'queued',
    processTrackingId: `p-${id}`,
    progress: { stage: null, percent: 0 },
    result: null,
    error: null,
    parentBagId: null,
    createdUtcEpoch: 1,
    updatedUtcEpoch: 1,
    ...change,
  } as Song;
}

/** The artifact routes at the network boundary: generate, read, cancel. */
function createFakeServer() {
  const artifacts = new Map<string, Artifact>();
  const calls: string[] = [];
  let refuse: ApiRequestError | null = null;
  let nextId = 1;

  function answer(route: string, body: unknown): unknown {
    let match: RegExpExecArray | null;
    if (route === 'POST /artifacts/generate') {
      if (refuse) throw refuse;
      const id = `w-${nextId++}`;
      const requested = (body as { Artifact: { kind: Artifact['kind'] } }).Artifact;
      artifacts.set(id, { ...song(id), kind: requested.kind } as Artifact);
      return { artifactId: id, processTrackingId: `p-${id}` };
    }
    if ((match = /^POST \/artifacts\/([^/]+)\/cancel$/.exec(route))) {
      const artifact = artifacts.get(match[1] ?? '');
      if (!artifact) throw apiError(404, 'Not found');
      if (artifact.status === 'succeeded') throw apiError(409, 'Already finished');
      artifacts.set(artifact.id, { ...artifact, status: 'cancelled' } as Artifact);
      throw apiError(499, generationCancelled.message);
    }
    if ((match = /^GET \/artifacts\/([^/]+)$/.exec(route))) {
      const artifact = artifacts.get(match[1] ?? '');
      if (!artifact) throw apiError(404, 'Not found');
      return artifact;
    }
    throw new Error(`No answer for ${route}`);
  }

  const request = vi.fn(async (path: string, init: ApiRequestInit = {}) => {
    const route = `${init.method ?? 'GET'} ${path}`;
    calls.push(route);
    return answer(route, init.body);
  });
  const api: ApiClient = {
    request: request as ApiClient['request'],
    requestBlob: vi.fn(),
    publicRequest: vi.fn() as ApiClient['publicRequest'],
  };
  return {
    api,
    request,
    calls,
    reads: (id: string) => calls.filter((call) => call === `GET /artifacts/${id}`).length,
    seed: (artifact: Artifact) => void artifacts.set(artifact.id, artifact),
    advance(id: string, change: Partial<Song>) {
      const artifact = { ...artifacts.get(id), ...change } as Artifact;
      artifacts.set(id, artifact);
      return artifact;
    },
    refuseNextStart: (error: ApiRequestError) => void (refuse = error),
  };
}

/** What a caller holds: here local state, as a work's card keeps it. */
interface Held {
  artifactId: string;
  status: Artifact['status'];
  progress: GenerationProgress;
  error: string | null;
  result: unknown;
}

const held = (artifact: Artifact): Held => ({
  artifactId: artifact.id,
  status: artifact.status,
  progress: artifact.progress,
  error: artifact.error,
  result: artifact.result,
});

function renderFollower({
  initial = null,
  enabled,
}: { initial?: Artifact | null } & Pick<FollowGenerationOptions, 'enabled'> = {}) {
  const server = createFakeServer();
  if (initial) server.seed(initial);
  const live = createFakeLiveEvents();
  const onProgress = vi.fn();
  const onRead = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={server.api}>
      <LiveEventsProvider events={live}>{children}</LiveEventsProvider>
    </ApiClientProvider>
  );
  const view = renderHook(
    () => {
      const [generation, setGeneration] = useState<Held | null>(initial && held(initial));
      const follow = useFollowGeneration({
        generation,
        enabled,
        onProgress: (change) => {
          onProgress(change);
          setGeneration((before) => before && { ...before, ...change });
        },
        onRead: (artifact) => {
          onRead(artifact);
          setGeneration(held(artifact));
        },
      });
      return { generation, setGeneration, ...follow };
    },
    { wrapper },
  );

  /** The server moves a generation along and says so live. */
  function progressEvent(id: string, change: Partial<Song>) {
    const artifact = server.advance(id, change);
    live.emit(STORY_GENERATION_EVENT, {
      artifactId: artifact.id,
      storyId: artifact.storyId,
      processTrackingId: artifact.processTrackingId,
      status: artifact.status,
      progress: artifact.progress,
      error: artifact.error,
    });
  }

  return { ...view, server, live, onProgress, onRead, progressEvent };
}

/** Starts a song, as a card does, and holds what the server answered. */
async function startSong(rendered: ReturnType<typeof renderFollower>) {
  const { result } = rendered;
  const outcome = await act(() =>
    result.current.start({ storyId: STORY_ID, kind: 'song', regenerate: false, options: {} }),
  );
  if (outcome.status !== 'started') throw new Error(`Not started: ${outcome.status}`);
  act(() =>
    result.current.setGeneration({
      artifactId: outcome.artifactId,
      status: 'queued',
      progress: { stage: null, percent: 0 },
      error: null,
      result: null,
    }),
  );
  // The hook reads it at once; that first answer lands before the test goes on.
  await waitFor(() => expect(rendered.onRead).toHaveBeenCalled());
  return outcome.artifactId;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('following a generation', () => {
  it('starts one with a fresh id, says it is starting, and reads it once it is held', async () => {
    const rendered = renderFollower();
    const { result, server } = rendered;
    let outcome: Promise<unknown> | undefined;
    act(() => {
      outcome = result.current.start({
        storyId: STORY_ID,
        kind: 'song',
        regenerate: true,
        options: { voiceId: 'en-warm' },
      });
    });
    expect(result.current.starting).toBe(true);
    await act(async () => void (await outcome));
    expect(await outcome).toEqual({
      status: 'started',
      artifactId: 'w-1',
      processTrackingId: 'p-w-1',
    });
    expect(result.current.starting).toBe(false);
    const body = server.request.mock.calls[0]?.[1]?.body as Record<string, unknown>;
    expect(body).toEqual({
      Artifact: { id: expect.stringMatching(/^\d{4}-/), storyId: STORY_ID, kind: 'song' },
      Regenerate: true,
      Options: { voiceId: 'en-warm' },
    });

    act(() =>
      result.current.setGeneration({
        artifactId: 'w-1',
        status: 'queued',
        progress: { stage: null, percent: 0 },
        error: null,
        result: null,
      }),
    );
    await waitFor(() => expect(server.reads('w-1')).toBe(1));
  });

  it('runs `before` first, as part of the start, and sends nothing when it fails', async () => {
    const { result, server } = renderFollower();
    const before = vi.fn(async () => {
      throw new Error('The draft could not be saved.');
    });
    const outcome = await act(() =>
      result.current.start({ storyId: STORY_ID, kind: 'story', regenerate: false }, { before }),
    );
    expect(outcome).toEqual({ status: 'failed', message: 'The draft could not be saved.' });
    expect(before).toHaveBeenCalledOnce();
    expect(server.calls).toEqual([]);
  });

  it('hands on live progress of the followed generation, then reads the result', async () => {
    const rendered = renderFollower();
    const id = await startSong(rendered);
    const { result, progressEvent, onProgress, server } = rendered;

    rendered.progressEvent(id, {
      status: 'running',
      progress: { stage: 'composing', percent: 40 },
    });
    expect(onProgress).toHaveBeenLastCalledWith({
      status: 'running',
      progress: { stage: 'composing', percent: 40 },
      error: null,
    });
    expect(result.current.generation).toMatchObject({ status: 'running' });

    const readsBefore = server.reads(id);
    progressEvent(id, {
      status: 'succeeded',
      progress: { stage: 'finishing', percent: 100 },
      result: SONG,
    });
    await waitFor(() => expect(result.current.generation?.result).toEqual(SONG));
    expect(server.reads(id)).toBe(readsBefore + 1);
  });

  it('ignores events of other generations and events it cannot read', async () => {
    const rendered = renderFollower();
    const id = await startSong(rendered);
    const { live, onProgress, server } = rendered;
    onProgress.mockClear();

    server.seed(song('other'));
    rendered.progressEvent('other', { status: 'running', progress: { stage: null, percent: 90 } });
    live.emit(STORY_GENERATION_EVENT, { artifactId: id, status: 'exploded' });
    expect(onProgress).not.toHaveBeenCalled();
    expect(rendered.result.current.generation).toMatchObject({ artifactId: id, status: 'queued' });
  });

  it('reads again after the live stream reconnects, only while there is something to follow', async () => {
    const running = song('s1', {
      status: 'running',
      progress: { stage: 'composing', percent: 20 },
    });
    const rendered = renderFollower({ initial: running });
    const { server, live, result } = rendered;
    await waitFor(() => expect(server.reads('s1')).toBe(1));

    server.advance('s1', { status: 'succeeded', result: SONG });
    live.emit(LIVE_RECONNECTED, null);
    await waitFor(() => expect(result.current.generation?.result).toEqual(SONG));
    expect(server.reads('s1')).toBe(2);

    live.emit(LIVE_RECONNECTED, null);
    await act(async () => undefined);
    expect(server.reads('s1')).toBe(2);
  });

  it('asks every few seconds in case an event went missing, and stops once the result is here', async () => {
    vi.useFakeTimers();
    const running = song('s1', { status: 'running' });
    const { server, result } = renderFollower({ initial: running });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(server.reads('s1')).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_POLL_MS));
    expect(server.reads('s1')).toBe(2);

    server.advance('s1', { status: 'succeeded', result: SONG });
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_POLL_MS));
    expect(result.current.generation?.result).toEqual(SONG);
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_POLL_MS * 3));
    expect(server.reads('s1')).toBe(3);
  });

  it('asks nothing while it may not (nobody signed in)', async () => {
    vi.useFakeTimers();
    const { server, live } = renderFollower({ initial: song('s1'), enabled: false });
    live.emit(LIVE_RECONNECTED, null);
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_POLL_MS * 2));
    expect(server.calls).toEqual([]);
  });

  it('says when the server finds too few credits (402), until the next start', async () => {
    const { result, server } = renderFollower();
    server.refuseNextStart(apiError(402, 'Not enough credits'));
    const outcome = await act(() =>
      result.current.start({ storyId: STORY_ID, kind: 'song', regenerate: false }),
    );
    expect(outcome).toEqual({ status: 'needsCredits' });
    expect(result.current.needsCredits).toBe(true);
    expect(result.current.generation).toBeNull();

    server.refuseNextStart(apiError(503, 'The songwriter is resting.'));
    const next = await act(() =>
      result.current.start({ storyId: STORY_ID, kind: 'song', regenerate: false }),
    );
    expect(next).toEqual({ status: 'failed', message: 'The songwriter is resting.' });
    expect(result.current.needsCredits).toBe(false);
  });

  it('cancels: 499 is the success, told as a stop with the spec’s words', async () => {
    const rendered = renderFollower();
    const id = await startSong(rendered);
    const { result, server, onProgress } = rendered;
    let outcome: Promise<unknown> | undefined;
    act(() => {
      outcome = result.current.cancel();
    });
    expect(result.current.cancelling).toBe(true);
    await act(async () => void (await outcome));
    expect(await outcome).toEqual({ status: 'cancelled' });
    expect(result.current.cancelling).toBe(false);
    expect(server.calls).toContain(`POST /artifacts/${id}/cancel`);
    expect(onProgress).toHaveBeenLastCalledWith({
      status: 'cancelled',
      error: generationCancelled.message,
    });
    expect(result.current.generation).toMatchObject({ status: 'cancelled' });
  });

  it('cancels too late (409): reads the finished generation instead', async () => {
    const rendered = renderFollower();
    const id = await startSong(rendered);
    const { result, server } = rendered;
    server.advance(id, { status: 'succeeded', result: SONG });
    const outcome = await act(() => result.current.cancel());
    expect(outcome).toEqual({ status: 'alreadyFinished' });
    expect(result.current.generation).toMatchObject({ status: 'succeeded', result: SONG });
  });

  it('answers a failed stop with the server’s message, and nothing to stop without one', async () => {
    const rendered = renderFollower();
    expect(await act(() => rendered.result.current.cancel())).toEqual({ status: 'nothingToStop' });
    const id = await startSong(rendered);
    rendered.server.request.mockRejectedValueOnce(apiError(503, 'Try again in a moment.'));
    expect(await act(() => rendered.result.current.cancel())).toEqual({
      status: 'failed',
      message: 'Try again in a moment.',
    });
    expect(rendered.result.current.generation).toMatchObject({ artifactId: id, status: 'queued' });
  });
});
