import type {
  KnowledgeDocument,
  StoryElementDetails,
  StoryElementPage,
  StoryElementType,
} from '@storyloom/contracts';
import { releaseAvatar } from './avatar-storage.js';
import { generateAvatar, type GenerateAvatarInput } from './generate-avatar.js';
import { decodeCursor, encodeCursor } from './list-cursor.js';
import type { StoryElementsDeps } from './story-elements-deps.js';
import { elementNotFound, knowledgeNotFound } from './story-elements.errors.js';
import { upsertStoryElement } from './story-element-upsert.js';
import type { UpsertForm } from './upsert-form.js';
import {
  deleteOwnedElement,
  listElements,
  selectBagIdsHolding,
  selectOwnedElement,
  selectOwnedElements,
  selectOwnedKnowledge,
  touchElements,
} from './story-elements.repository.js';
import {
  presentDetails,
  presentElements,
  publishElementChange,
  toKnowledgeSummary,
} from './story-element-view.js';

export type ListQuery = {
  type?: StoryElementType | undefined;
  search?: string | undefined;
  limit: number;
  cursor?: string | undefined;
};

export type StoryElementsService = ReturnType<typeof createStoryElementsService>;

/** A user's library; the upsert and generate-avatar work lives in files of their own. */
export function createStoryElementsService(deps: StoryElementsDeps) {
  const { db } = deps;

  return {
    upsert: (userId: string, form: UpsertForm) => upsertStoryElement(deps, userId, form),

    generateAvatar: (userId: string, input: GenerateAvatarInput) =>
      generateAvatar(deps, userId, input),

    async getDetails(userId: string, id: string): Promise<StoryElementDetails> {
      const row = await selectOwnedElement(db, userId, id);
      if (!row) throw elementNotFound();
      return presentDetails(db, row);
    },

    /** Newest first; the cursor is the position of the previous page's last element. */
    async list(userId: string, query: ListQuery): Promise<StoryElementPage> {
      const rows = await listElements(db, userId, {
        type: query.type,
        search: query.search || undefined,
        after: query.cursor ? decodeCursor(query.cursor) : undefined,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: await presentElements(db, page),
        nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
      };
    },

    async getKnowledge(
      userId: string,
      elementId: string,
      knowledgeId: string,
    ): Promise<KnowledgeDocument> {
      const row = await selectOwnedKnowledge(db, userId, elementId, knowledgeId);
      if (!row) throw knowledgeNotFound();
      return { ...toKnowledgeSummary(row), content: row.content };
    },

    /**
     * Deletes the element with its knowledge and its places in bags; the bags that held it are
     * announced as modified, the element as removed (as it was), and its picture is deleted.
     */
    async remove(userId: string, id: string): Promise<void> {
      const now = new Date();
      const outcome = await db.transaction(async (tx) => {
        const existing = await selectOwnedElement(tx, userId, id);
        if (!existing) return null;
        const [element] = await presentElements(tx, [existing]);
        const bagIds = await selectBagIdsHolding(tx, id);
        await deleteOwnedElement(tx, userId, id);
        await touchElements(tx, bagIds, now);
        const bags = await presentElements(tx, await selectOwnedElements(tx, userId, bagIds));
        return { existing, element: element!, bags };
      });
      if (!outcome) throw elementNotFound();
      await releaseAvatar(deps, userId, outcome.existing.avatarPath);
      await publishElementChange(deps, userId, 'Removed', outcome.element);
      for (const bag of outcome.bags) await publishElementChange(deps, userId, 'Modified', bag);
    },
  };
}
