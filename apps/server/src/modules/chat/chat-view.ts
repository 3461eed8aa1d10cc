import { imageVariantPath, type ChatCharacter, type ChatMessage } from '@storyloom/contracts';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import type { StoryElementRow } from '../story-elements/index.js';
import type { MessageRow } from './chat.repository.js';

/** A chat page stays open a while: its picture link lasts a day. */
const AVATAR_LINK_SECONDS = 24 * 60 * 60;

export const toChatMessage = (row: MessageRow): ChatMessage => ({
  id: String(row.id),
  role: row.role,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
});

/** The character as the chat page shows it: a signed link to its small picture, else ''. */
export async function toChatCharacter(
  files: FileStorage,
  row: StoryElementRow,
): Promise<ChatCharacter> {
  return { id: row.id, name: row.name, avatarUrl: await avatarLink(files, row.avatarPath) };
}

async function avatarLink(files: FileStorage, path: string | null): Promise<string> {
  if (!path) return '';
  const small = imageVariantPath(path, 'small');
  if (await files.exists(small)) return files.signedUrl(small, AVATAR_LINK_SECONDS);
  return (await files.exists(path)) ? files.signedUrl(path, AVATAR_LINK_SECONDS) : '';
}
