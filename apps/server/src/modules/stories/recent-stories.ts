import {
  ARTIFACT_KINDS,
  RECENT_STORY_ELEMENT_NAMES,
  storyResultSchema,
  type RecentStory,
} from '@storyloom/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { artifacts, stories } from '../../db/schema/stories.js';
import type { Executor } from '../../platform/db/executor.js';
import type { ArtifactRow, DraftRow } from './stories.repository.js';
import { ownedElementsInOrder } from './story-view.js';

/** The caller's stories, most recently saved first, as the library's Recent Work shows them. */
export async function listRecentStories(
  db: Executor,
  userId: string,
  limit: number,
): Promise<RecentStory[]> {
  const rows = await db
    .select()
    .from(stories)
    .where(eq(stories.userId, userId))
    .orderBy(desc(stories.updatedAt), desc(stories.id))
    .limit(limit);
  if (rows.length === 0) return [];

  // Three queries for the whole page rather than three per story.
  const [storyArtifacts, elements] = await Promise.all([
    db
      .select()
      .from(artifacts)
      .where(
        and(
          eq(artifacts.userId, userId),
          inArray(
            artifacts.storyId,
            rows.map((row) => row.id),
          ),
        ),
      )
      .orderBy(desc(artifacts.createdAt), desc(artifacts.id)),
    ownedElementsInOrder(
      db,
      userId,
      rows.flatMap((row) => row.storyElementIds),
    ),
  ]);
  const elementNames = new Map(elements.map((element) => [element.id, element.name]));
  return rows.map((row) =>
    toRecentStory(
      row,
      storyArtifacts.filter((artifact) => artifact.storyId === row.id),
      elementNames,
    ),
  );
}

/** `newestFirst` are the story's artifacts, newest first. */
function toRecentStory(
  row: DraftRow,
  newestFirst: ArtifactRow[],
  elementNames: Map<string, string>,
): RecentStory {
  const latest = newestFirst[0];
  return {
    id: row.id,
    title: row.title || titleOfLatestSuccess(newestFirst),
    updatedUtcEpoch: row.updatedAt.getTime(),
    // Elements deleted from the library since are skipped, as when the story is read.
    elementNames: row.storyElementIds
      .flatMap((id) => elementNames.get(id) ?? [])
      .slice(0, RECENT_STORY_ELEMENT_NAMES),
    latestArtifact: latest ? { id: latest.id, status: latest.status, kind: latest.kind } : null,
    works: ARTIFACT_KINDS.flatMap((kind) => {
      const newest = newestFirst.find((artifact) => artifact.kind === kind);
      return newest ? [{ id: newest.id, status: newest.status, kind }] : [];
    }),
  };
}

function titleOfLatestSuccess(newestFirst: ArtifactRow[]): string | null {
  const succeeded = newestFirst.find(
    (artifact) => artifact.status === 'succeeded' && artifact.kind === 'story',
  );
  const result = storyResultSchema.safeParse(succeeded?.result);
  return result.success && result.data.title ? result.data.title : null;
}
