import { describe, expect, it } from 'vitest';
import {
  ChangeType,
  STORY_GENERATION_EVENT,
  SUBSCRIPTION_UPDATED_EVENT,
  type StoryGenerationEvent,
} from '@storyloom/contracts';
import type { LiveEvent } from './live-event.js';
import type { LiveHub } from './live-hub.js';

// The @ts-expect-error lines below are the test: `npm run check` fails when a wrong event name or
// payload would be accepted by the app's hub. The run-time part checks the right ones go through.

function recordingHub() {
  const sent: { userId: string; type: string; data: unknown }[] = [];
  const hub: Pick<LiveHub, 'publish'> = {
    async publish(userId, event) {
      sent.push({ userId, ...event });
      return { id: sent.length, ...event } satisfies LiveEvent;
    },
  };
  return { hub, sent };
}

const generation: StoryGenerationEvent = {
  artifactId: 'a1',
  storyId: 's1',
  processTrackingId: 'p1',
  status: 'running',
  progress: { stage: 'writing', percent: 40 },
  error: null,
};

describe('live events are typed by the contracts map', () => {
  it('publishes an event whose name and payload belong together', async () => {
    const { hub, sent } = recordingHub();
    await hub.publish('u1', { type: STORY_GENERATION_EVENT, data: generation });
    expect(sent).toEqual([{ userId: 'u1', type: 'story.generation', data: generation }]);
  });

  it('refuses, at type-check time, unknown names and payloads of another event', () => {
    const { hub } = recordingHub();
    const wrong = () => {
      // @ts-expect-error: no such event in the map
      void hub.publish('u1', { type: 'job.updated', data: {} });
      // @ts-expect-error: a subscription is not a generation's progress
      void hub.publish('u1', { type: SUBSCRIPTION_UPDATED_EVENT, data: generation });
      // @ts-expect-error: a payload missing its fields
      void hub.publish('u1', { type: STORY_GENERATION_EVENT, data: { artifactId: 'a1' } });
      void hub.publish('u1', {
        type: 'storyElement.changed',
        // @ts-expect-error: an element change carries the element
        data: { changeType: ChangeType.Added },
      });
    };
    expect(wrong).toBeTypeOf('function');
  });
});
