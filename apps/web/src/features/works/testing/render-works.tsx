import { configureStore } from '@reduxjs/toolkit';
import { STORY_GENERATION_EVENT, type StoryWorkKind } from '@storyloom/contracts';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { vi } from 'vitest';
import { ApiClientProvider } from '../../../lib/api-client-context';
import { LiveEventsProvider } from '../../../lib/live-events-context';
import { createFakeLiveEvents } from '../../../lib/testing/fake-live-events';
import { StoryWorks } from '../StoryWorks';
import {
  createFakeWorksApi,
  STORY_ARTIFACT_ID,
  STORY_ID,
  type FakeWorksOptions,
} from './fake-works-api';

export interface WorksSetup extends FakeWorksOptions {
  /** What the device last heard of the balance (the server's ledger may differ). */
  shownCredits?: number;
  creditsPerImage?: number;
  creditsPerSong?: number;
  creditsPerAudioBook?: number;
  onSeePlans?: () => void;
}

/**
 * The section as the Ready step shows it, in a store shaped like the app's (only the parts it
 * reads), on the fake works API and a live stream the test plays.
 */
export function renderWorks(setup: WorksSetup = {}) {
  const {
    credits = 30,
    shownCredits = credits,
    creditsPerImage = 1,
    creditsPerSong = 5,
    creditsPerAudioBook = 4,
    onSeePlans,
  } = setup;
  const fake = createFakeWorksApi({
    credits,
    saved: setup.saved,
    costs: {
      'coloring-book': creditsPerImage * 3,
      song: creditsPerSong,
      audiobook: creditsPerAudioBook,
    },
  });
  const live = createFakeLiveEvents();
  const store = configureStore({
    reducer: {
      subscription: () => ({ subscription: { creditsAvailable: shownCredits } }),
      systemConfiguration: () => ({
        configuration: { systemCosts: { creditsPerImage, creditsPerSong, creditsPerAudioBook } },
      }),
    },
  });
  const view = render(
    <Provider store={store}>
      <ApiClientProvider client={fake.api}>
        <LiveEventsProvider events={live}>
          <Suspense fallback={<p>Loading texts</p>}>
            <StoryWorks
              storyId={STORY_ID}
              storyArtifactId={STORY_ARTIFACT_ID}
              pageCount={3}
              language="en"
              onSeePlans={onSeePlans}
            />
          </Suspense>
        </LiveEventsProvider>
      </ApiClientProvider>
    </Provider>,
  );

  /** The server tells the app, live, how a work is coming along. */
  function progressEvent(id: string, change: Parameters<typeof fake.advance>[1]): void {
    const work = fake.advance(id, change);
    live.emit(STORY_GENERATION_EVENT, {
      artifactId: work.id,
      storyId: work.storyId,
      processTrackingId: work.processTrackingId,
      status: work.status,
      progress: work.progress,
      error: work.error,
    });
  }

  /** The server finishes the newest work of a kind and says so live. */
  function finish(kind: StoryWorkKind, result: unknown) {
    progressEvent(fake.newest(kind).id, {
      status: 'succeeded',
      progress: { stage: 'finishing', percent: 100 },
      result: result as never,
    });
  }

  return { ...view, fake, live, store, progressEvent, finish };
}

/**
 * jsdom plays no sound: play and pause only flip `paused` and fire the events a browser would,
 * so the app's own controls can be tested. Call in beforeEach; vi.restoreAllMocks undoes it.
 */
export function stubMediaPlayback() {
  const paused = new WeakMap<HTMLMediaElement, boolean>();
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    return paused.get(this) ?? true;
  });
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async function (
    this: HTMLMediaElement,
  ) {
    paused.set(this, false);
    this.dispatchEvent(new Event('play'));
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    paused.set(this, true);
    this.dispatchEvent(new Event('pause'));
  });
  return { play, pause };
}
