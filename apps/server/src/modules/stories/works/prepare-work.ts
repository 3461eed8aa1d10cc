import {
  ContentKind,
  storyNotToldYetMessage,
  storyResultSchema,
  type StoryWorkKind,
  type WorkOptions,
} from '@storyloom/contracts';
import { badRequest, conflict } from '../../../platform/http/app-error.js';
import { PICTURE_CONTENT_KIND } from '../../plans/index.js';
import type { ChargeItem } from '../generation-charge.js';
import type { StoriesDeps } from '../stories-deps.js';
import { selectStoryArtifacts, type DraftRow } from '../stories.repository.js';
import { storyElementsFor } from '../story-request-for.js';
import { findAudiobookVoice } from './make-provider-audiobook.js';
import type { StoryWorkPayload } from './story-work.job.js';

export const unknownVoiceMessage =
  'That voice is not available. Choose one of the voices from the list.';

/** What a work is charged: each coloring page a picture; a song or an audiobook one each. */
function chargeFor(kind: StoryWorkKind, pages: number): [ChargeItem] {
  if (kind === 'coloring-book') return [{ contentKind: PICTURE_CONTENT_KIND, units: pages }];
  if (kind === 'song') return [{ contentKind: ContentKind.Song, units: 1 }];
  return [{ contentKind: ContentKind.AudioBook, units: 1 }];
}

/**
 * Checks a work can be made from the story as it is now (its newest told story, a known voice)
 * and fixes what the job will make it from. Nothing is charged or stored here.
 */
export async function prepareWork(
  deps: Pick<StoriesDeps, 'db' | 'makeWork'>,
  story: DraftRow,
  kind: StoryWorkKind,
  options: WorkOptions,
): Promise<{ charge: [ChargeItem]; payload: Omit<StoryWorkPayload, 'artifactId'> }> {
  // The wired audiobook maker knows its voices: the offline ones, and a provider's when configured.
  const voiceId = kind === 'audiobook' ? options.voiceId : undefined;
  if (voiceId && !findAudiobookVoice(deps.makeWork.audiobook, voiceId)) {
    throw badRequest(unknownVoiceMessage);
  }
  const told = (await selectStoryArtifacts(deps.db, story.userId, story.id)).find(
    (row) => row.kind === 'story' && row.status === 'succeeded',
  );
  const result = storyResultSchema.safeParse(told?.result);
  if (!told || !result.success || result.data.pages.length === 0) {
    throw conflict(storyNotToldYetMessage);
  }
  return {
    charge: chargeFor(kind, result.data.pages.length),
    payload: {
      userId: story.userId,
      kind,
      sourceArtifactId: told.id,
      story: result.data,
      elements: await storyElementsFor(deps.db, story),
      age: story.age,
      options: {
        ...(kind === 'coloring-book' ? { paper: options.paper ?? 'a4' } : {}),
        ...(kind === 'audiobook' && options.voiceId ? { voiceId: options.voiceId } : {}),
      },
    },
  };
}
