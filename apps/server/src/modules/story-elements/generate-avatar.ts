import {
  ContentKind,
  userStoragePath,
  type GenerateAvatarResponse,
  type StoryElementType,
} from '@storyloom/contracts';
import { checkChildSafeText, describeProblems } from '../../engines/child-safety/index.js';
import { prepareGeneratedAvatar } from './avatar-images.js';
import { randomBase62 } from '../../platform/random-id.js';
import { storeAvatarSet } from './avatar-storage.js';
import type { StoryElementsDeps } from './story-elements-deps.js';
import { unsafeText } from './story-elements.errors.js';

export type GenerateAvatarInput = {
  name: string;
  description: string;
  type: StoryElementType;
};

/**
 * Draws a portrait, charges one image for it and stores it with its variants under the user's
 * avatars folder. Words not right for children are a 422 before anything is drawn (an image
 * provider would get them as its prompt) or charged. Too few credits is a 402 with nothing
 * stored; a storage failure refunds the charge. The picture is not attached to anything: the
 * client sends its path in an upsert.
 */
export async function generateAvatar(
  deps: StoryElementsDeps,
  userId: string,
  input: GenerateAvatarInput,
): Promise<GenerateAvatarResponse> {
  const safety = checkChildSafeText([
    { field: 'Name', text: input.name },
    { field: 'Description', text: input.description },
  ]);
  if (!safety.ok) throw unsafeText(describeProblems(safety.problems));
  const random = randomBase62();
  const { png } = await deps.composePortrait({ ...input, seed: random });
  const images = await prepareGeneratedAvatar(png);
  const key = userStoragePath(userId, `avatars/generated-${random}.png`);
  await deps.plans.credits.spendCredits({
    userId,
    // Avatars are priced per image, like the pages of a coloring book.
    contentKind: ContentKind.ColoringBook,
    reference: key,
    idempotencyKey: `avatar:${userId}:${random}`,
  });
  try {
    await storeAvatarSet(deps.files, key, images);
  } catch (error) {
    await deps.plans.credits.refundCredits({ userId, reference: key }).catch((refundError) => {
      deps.logger.warn({ err: refundError, userId, key }, 'could not refund a failed avatar');
    });
    throw error;
  }
  return { avatarUrl: key };
}
