import { and, eq, isNull } from 'drizzle-orm';
import {
  imageVariantPath,
  StoryElementType,
  type SharedContent,
  type SharedElement,
  type SharedImage,
} from '@storyloom/contracts';
import { shareLinks } from '../../db/schema/share-links.js';
import type { Db } from '../../platform/db/database.js';
import { notFound } from '../../platform/http/app-error.js';
import { randomBase62 } from '../../platform/random-id.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import {
  selectMemberIds,
  selectOwnedElement,
  selectOwnedElements,
  type StoryElementRow,
} from '../story-elements/story-elements.repository.js';

/** Long enough that codes cannot be guessed (about 71 bits); the contracts ask for at least 8. */
export const SHORT_CODE_LENGTH = 12;

/** Pictures in shared content stay viewable this long before the page must be opened again. */
const SHARED_IMAGE_SECONDS = 60 * 60;

export type SharingDeps = { db: Db; files: FileStorage };

const nothingToShare = () => notFound('That story element was not found.');
export const linkNotShared = () => notFound('This link is no longer shared.');

export type SharingService = ReturnType<typeof createSharingService>;

export function createSharingService({ db, files }: SharingDeps) {
  async function signedImage(path: string | null): Promise<SharedImage | null> {
    if (path === null || !(await files.exists(path))) return null;
    const variant = async (size: 'small' | 'tiny') => {
      const key = imageVariantPath(path, size);
      return (await files.exists(key)) ? files.signedUrl(key, SHARED_IMAGE_SECONDS) : null;
    };
    const [original, small, tiny] = await Promise.all([
      files.signedUrl(path, SHARED_IMAGE_SECONDS),
      variant('small'),
      variant('tiny'),
    ]);
    return { original, small, tiny };
  }

  async function present(row: StoryElementRow): Promise<SharedElement> {
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      type: row.type as StoryElementType,
      image: await signedImage(row.avatarPath),
    };
  }

  return {
    /** The live link of the caller's element, made on first use; the same code while it lives. */
    async share(userId: string, elementId: string): Promise<{ shortCode: string }> {
      const element = await selectOwnedElement(db, userId, elementId);
      if (!element) throw nothingToShare();
      const live = and(eq(shareLinks.storyElementId, elementId), isNull(shareLinks.revokedAt));
      const [existing] = await db.select().from(shareLinks).where(live);
      if (existing) return { shortCode: existing.shortCode };
      // Two tabs sharing at once: the unique index lets one insert win; both answer its code.
      await db
        .insert(shareLinks)
        .values({ shortCode: randomBase62(SHORT_CODE_LENGTH), userId, storyElementId: elementId })
        .onConflictDoNothing();
      const [created] = await db.select().from(shareLinks).where(live);
      if (!created) throw nothingToShare();
      return { shortCode: created.shortCode };
    },

    /** Ends every live link of the caller's element; the codes never work again. */
    async revoke(userId: string, elementId: string): Promise<void> {
      const element = await selectOwnedElement(db, userId, elementId);
      if (!element) throw nothingToShare();
      await db
        .update(shareLinks)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(shareLinks.userId, userId),
            eq(shareLinks.storyElementId, elementId),
            isNull(shareLinks.revokedAt),
          ),
        );
    },

    /** What anyone holding a live code sees; a bag comes with its members in their order. */
    async sharedContent(shortCode: string): Promise<SharedContent> {
      const [link] = await db
        .select()
        .from(shareLinks)
        .where(and(eq(shareLinks.shortCode, shortCode), isNull(shareLinks.revokedAt)));
      if (!link?.storyElementId) throw linkNotShared();
      const element = await selectOwnedElement(db, link.userId, link.storyElementId);
      if (!element) throw linkNotShared();
      let members: StoryElementRow[] = [];
      if (element.type === StoryElementType.Bag) {
        const ids = (await selectMemberIds(db, [element.id])).get(element.id) ?? [];
        const rows = await selectOwnedElements(db, link.userId, ids);
        const byId = new Map(rows.map((row) => [row.id, row]));
        members = ids.flatMap((id) => byId.get(id) ?? []);
      }
      return {
        kind: 'storyElement',
        shortCode,
        element: await present(element),
        members: await Promise.all(members.map(present)),
      };
    },
  };
}
