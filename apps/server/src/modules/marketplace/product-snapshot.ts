import { eq, inArray } from 'drizzle-orm';
import { MARKETPLACE_LIMITS, StoryElementType } from '@storyloom/contracts';
import { knowledgeDocuments } from '../../db/schema/story-elements.js';
import {
  marketplaceProductElements,
  marketplaceProductKnowledge,
  marketplaceProducts,
} from '../../db/schema/marketplace.js';
import { randomBase62 } from '../../platform/random-id.js';
import {
  selectMemberIds,
  selectOwnedElement,
  selectOwnedElements,
  type StoryElementRow,
} from '../story-elements/index.js';
import type { MarketplaceDeps } from './marketplace-deps.js';
import { bagNotFound, emptyBag } from './marketplace.errors.js';
import {
  selectProductElements,
  selectProductOfBag,
  type ProductRow,
} from './marketplace.repository.js';
import {
  copyPictureSet,
  pictureFileName,
  pictureSetPaths,
  productFolder,
  removeFiles,
} from './product-files.js';
import { assertChildSafe, ideaTexts } from './safety-texts.js';

type ProductElementInsert = typeof marketplaceProductElements.$inferInsert & {
  id: string;
  sourceElementId: string;
};

/** Details a new draft starts with; the publisher changes them before publishing. */
const DRAFT_DEFAULTS = { ageMin: 3, ageMax: 8, language: 'en' } as const;

export type BagContents = { bag: StoryElementRow; members: StoryElementRow[] };

/** The caller's bag with its members in order: 404 when it is not their bag, 400 when empty. */
export async function loadBag(
  deps: Pick<MarketplaceDeps, 'db'>,
  userId: string,
  bagId: string,
): Promise<BagContents> {
  const bag = await selectOwnedElement(deps.db, userId, bagId);
  if (!bag || bag.type !== StoryElementType.Bag) throw bagNotFound();
  const ids = (await selectMemberIds(deps.db, [bag.id])).get(bag.id) ?? [];
  const rows = new Map((await selectOwnedElements(deps.db, userId, ids)).map((r) => [r.id, r]));
  const members = ids.flatMap((id) => rows.get(id) ?? []);
  if (members.length === 0) throw emptyBag();
  return { bag, members };
}

/**
 * Publish step 1: copies the caller's bag (its ideas, their knowledge documents and pictures)
 * into a draft product, or refreshes the snapshot of the product already made from that bag (its
 * details and state stay). Every text is checked first; pictures are written before the
 * transaction and removed again when it fails; the replaced snapshot's pictures go after it.
 */
export async function snapshotBag(
  deps: MarketplaceDeps,
  userId: string,
  bagId: string,
): Promise<ProductRow> {
  const { bag, members } = await loadBag(deps, userId, bagId);
  const documents = await deps.db
    .select()
    .from(knowledgeDocuments)
    .where(
      inArray(
        knowledgeDocuments.elementId,
        members.map((m) => m.id),
      ),
    )
    .orderBy(knowledgeDocuments.createdAt, knowledgeDocuments.id);
  const documentsOf = (id: string) => documents.filter((doc) => doc.elementId === id);
  assertChildSafe([
    { field: 'Name of the bag', text: bag.name },
    { field: 'Description of the bag', text: bag.description },
    ...members.flatMap((member) => ideaTexts(member, documentsOf(member.id))),
  ]);

  const existing = await selectProductOfBag(deps.db, userId, bagId);
  const oldElements = existing ? await selectProductElements(deps.db, existing.id) : [];
  const productId = existing?.id ?? randomBase62();
  const folder = productFolder(productId);
  const written: string[] = [];
  const now = new Date();
  try {
    const bagAvatarPath = await copyPictureSet(
      deps.files,
      bag.avatarPath,
      (ext) => `${folder}/${pictureFileName('bag', ext)}`,
      written,
    );
    const elements: ProductElementInsert[] = [];
    for (const [position, member] of members.entries()) {
      elements.push({
        id: randomBase62(),
        productId,
        sourceElementId: member.id,
        position,
        type: member.type,
        name: member.name,
        description: member.description,
        avatarPath: await copyPictureSet(
          deps.files,
          member.avatarPath,
          (ext) => `${folder}/${pictureFileName('element', ext)}`,
          written,
        ),
      });
    }
    // A cover chosen before keeps pointing at the same idea, if it still has a picture.
    const oldCover = oldElements.find((element) => element.id === existing?.coverElementId);
    const newCover = oldCover
      ? elements.find((e) => e.sourceElementId === oldCover.sourceElementId && e.avatarPath)
      : undefined;

    const product = await deps.db.transaction(async (tx) => {
      if (existing) {
        await tx
          .delete(marketplaceProductElements)
          .where(eq(marketplaceProductElements.productId, productId));
      }
      const [row] = existing
        ? await tx
            .update(marketplaceProducts)
            .set({ bagAvatarPath, coverElementId: newCover?.id ?? null, updatedAt: now })
            .where(eq(marketplaceProducts.id, productId))
            .returning()
        : await tx
            .insert(marketplaceProducts)
            .values({
              id: productId,
              ownerId: userId,
              sourceBagId: bag.id,
              state: 'draft',
              title: bag.name.slice(0, MARKETPLACE_LIMITS.titleMax),
              description: bag.description.slice(0, MARKETPLACE_LIMITS.descriptionMax),
              ...DRAFT_DEFAULTS,
              bagAvatarPath,
              coverElementId: null,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
      await tx.insert(marketplaceProductElements).values(elements);
      const copies = elements.flatMap((element) =>
        documentsOf(element.sourceElementId).map((doc, position) => ({
          id: randomBase62(),
          productElementId: element.id,
          position,
          title: doc.title,
          mediaType: doc.mediaType,
          sizeBytes: doc.sizeBytes,
          content: doc.content,
        })),
      );
      if (copies.length > 0) await tx.insert(marketplaceProductKnowledge).values(copies);
      return row!;
    });
    if (existing) {
      const replaced = [existing.bagAvatarPath, ...oldElements.map((e) => e.avatarPath)];
      await removeFiles(deps.files, replaced.flatMap(pictureSetPaths), deps.logger);
    }
    return product;
  } catch (error) {
    await removeFiles(deps.files, written, deps.logger);
    throw error;
  }
}
