import { childProfileFor } from '../parents/index.js';
import {
  DEFAULT_STORY_OPTIONS,
  type RecentStory,
  type SavedStory,
  type StoryInput,
} from '@storyloom/contracts';
import { storyInputSchema } from '@storyloom/contracts';
import { cancelGeneration } from './generation-outcome.js';
import { removeArtifactPictures } from './story-pictures.js';
import { listRecentStories } from './recent-stories.js';
import type { StoriesDeps } from './stories-deps.js';
import { storyNotFound } from './stories.errors.js';
import {
  deleteOwnedDraft,
  IN_FLIGHT,
  selectOwnedDraft,
  selectOwnedDraftWithArtifactIds,
  selectStoryArtifacts,
  upsertDraft,
} from './stories.repository.js';
import { ownedElementsInOrder, presentReadStory, presentStory } from './story-view.js';

export type StoriesService = ReturnType<typeof createStoriesService>;

/** Wizard drafts kept on the server: save, read, list, delete (owner only). */
export function createStoriesService(deps: StoriesDeps) {
  const { db } = deps;
  return {
    /** Creates the story or updates the caller's story with that id; answers it as saved. */
    /** `childProfileId`: the child profile whose device makes it (kept on a new story only). */
    async upsert(
      userId: string,
      input: StoryInput,
      childProfileId: string | null = null,
    ): Promise<SavedStory> {
      const story = storyInputSchema.parse(input);
      // A device acting as another family's child (or a made-up one) is refused.
      if (childProfileId !== null) await childProfileFor(db, userId, childProfileId);
      // Only elements of the caller's library are kept, in the order chosen; bags are kept too.
      const elements = await ownedElementsInOrder(
        db,
        userId,
        story.storyElements.map((element) => element.id),
      );
      const now = new Date();
      const fields = {
        currentPhase: story.currentPhase,
        eventDescription: story.event.description,
        goalDescription: story.goal.description,
        challengeDescription: story.challenge.description,
        instructionsDescription: story.instructions.description,
        storyElementIds: elements.map((element) => element.id),
        updatedAt: now,
        ...(story.options ? story.options : {}),
        ...(story.title !== undefined ? { title: story.title || null } : {}),
      };
      const row = await upsertDraft(
        db,
        {
          userId,
          id: story.id,
          ...DEFAULT_STORY_OPTIONS,
          ...fields,
          childProfileId,
          createdAt: now,
        },
        fields,
      );
      return presentStory(db, row);
    },

    async get(userId: string, id: string): Promise<SavedStory> {
      const row = await selectOwnedDraftWithArtifactIds(db, userId, id);
      if (!row) throw storyNotFound();
      return presentReadStory(row, row.elements, row.artifactIds);
    },

    /** The caller's stories, most recently saved first (the library's Recent Work). */
    listRecent(userId: string, limit: number): Promise<RecentStory[]> {
      return listRecentStories(db, userId, limit);
    },

    /** Cancels (and refunds) its generations still under way, then deletes it and its artifacts. */
    async delete(userId: string, id: string): Promise<void> {
      const row = await selectOwnedDraft(db, userId, id);
      if (!row) throw storyNotFound();
      const artifacts = await selectStoryArtifacts(db, userId, id);
      for (const artifact of artifacts.filter((a) => IN_FLIGHT.includes(a.status))) {
        await cancelGeneration(deps, artifact);
      }
      await deleteOwnedDraft(db, userId, id);
      for (const artifact of artifacts) await removeArtifactPictures(deps, userId, artifact.id);
    },
  };
}
