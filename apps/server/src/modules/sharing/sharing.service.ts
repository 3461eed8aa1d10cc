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
} from '../story-elements/index.js';
import { assertChildSafeToShare, childSafeToShow } from './share-safety.js';

/** Long enough that codes cannot be guessed (about 71 bits); the contracts ask for at least 8. */
export const SHORT_CODE_LENGTH = 12;

/**
 * Pictures in shared content stay viewable this long before the page must be opened again, and
 * only while the share lives: their links are signed for the share (`share:{code}`).
 */
const SHARED_IMAGE_SECONDS = 60 * 60;

const SHARE_SCOPE_PREFIX = 'share:';
const shareScope = (shortCode: string) => `${SHARE_SCOPE_PREFIX}${shortCode}`;

export type SharingDeps = { db: Db; files: FileStorage };

const nothingToShare = () => notFound('That story element was not found.');
export const linkNotShared = () => notFound('This link is no longer shared.');

export type SharingService = ReturnType<typeof createSharingService>;

export function createSharingService({ db, files }: SharingDeps) {
  async function liveLink(shortCode: string) {
    const [link] = await db
      .select()
      .from(shareLinks)
      .where(and(eq(shareLinks.shortCode, shortCode), isNull(shareLinks.revokedAt)));
    return link;
  }

  async function signedImage(path: string | null, scope: string): Promise<SharedImage | null> {
    if (path === null || !(await files.exists(path))) return null;
    const signed = (key: string) => files.signedUrl(key, SHARED_IMAGE_SECONDS, scope);
    const variant = async (size: 'small' | 'tiny') => {
      const key = imageVariantPath(path, size);
      return (await files.exists(key)) ? signed(key) : null;
    };
    const [original, small, tiny] = await Promise.all([
      signed(path),
      variant('small'),
      variant('tiny'),
    ]);
    return { original, small, tiny };
  }

  async function present(row: StoryElementRow, scope: string): Promise<SharedElement> {
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      type: row.type as StoryElementType,
      image: await signedImage(row.avatarPath, scope),
    };
  }

  return {
    /** The live link of the caller's element, made on first use; the same code while it lives. */
    async share(userId: string, elementId: string): Promise<{ shortCode: string }> {
      const element = await selectOwnedElement(db, userId, elementId);
      if (!element) throw nothingToShare();
      await assertChildSafeToShare(db, userId, element);
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
      const link = await liveLink(shortCode);
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
      // Edited since it was shared into words not right for children: not shown to anyone.
      if (!childSafeToShow([element, ...members])) throw linkNotShared();
      const scope = shareScope(shortCode);
      return {
        kind: 'storyElement',
        shortCode,
        element: await present(element, scope),
        members: await Promise.all(members.map((member) => present(member, scope))),
      };
    },

    /** Whether a file link's scope is a share that still lives (see signedImage). */
    async isScopeLive(scope: string): Promise<boolean> {
      if (!scope.startsWith(SHARE_SCOPE_PREFIX)) return false;
      return (await liveLink(scope.slice(SHARE_SCOPE_PREFIX.length))) !== undefined;
    },
  };
}
