import { describe, expect, it } from 'vitest';
import { STORY_GENERATION_EVENT, SUBSCRIPTION_UPDATED_EVENT } from '@storyloom/contracts';
import { LIVE_RECONNECTED } from './live-client';
import { createFakeLiveEvents } from './testing/fake-live-events';

// The @ts-expect-error lines are the test: `npm run check` fails when the web could listen to an
// event the server never sends, or read a payload as another event's shape.

describe('live events on the web are typed by the contracts map', () => {
  it("hands a listener its event's payload", () => {
    const events = createFakeLiveEvents();
    const credits: number[] = [];
    events.on(SUBSCRIPTION_UPDATED_EVENT, (event) => credits.push(event.data.creditsAvailable));
    events.emit(SUBSCRIPTION_UPDATED_EVENT, { creditsAvailable: 7 });
    expect(credits).toEqual([7]);
  });

  it('refuses, at type-check time, names the server does not send and foreign fields', () => {
    const events = createFakeLiveEvents();
    // @ts-expect-error: the job table sends nothing to families
    events.on('job.updated', () => undefined);
    events.on(SUBSCRIPTION_UPDATED_EVENT, (event) => {
      // @ts-expect-error: a subscription has no artifact id
      void event.data.artifactId;
    });
    events.on(STORY_GENERATION_EVENT, (event) => void event.data.progress.percent);
    events.on(LIVE_RECONNECTED, (event) => {
      // @ts-expect-error: the reconnect notice carries nothing
      const payload: object = event.data;
      return payload;
    });
    expect(() => events.emit(LIVE_RECONNECTED, null)).not.toThrow();
  });
});
