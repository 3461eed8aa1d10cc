import {
  ALL_STORIES_ID,
  ApiRoutes,
  chatSetupResponseSchema,
  chatTurnEventSchema,
  savedStorySchema,
  type ChatSetupResponse,
  type ChatTurnEvent,
  type SavedStory,
} from '@storyloom/contracts';
import { callRoute, callRouteForResponse, type ApiClient } from '../../lib/api-client';
import { readJsonLines } from '../../lib/json-lines';

function unreadable(what: string): Error {
  return new Error(`The server sent ${what} the app cannot read.`);
}

/** The story a conversation is about; 'all' (the Contacts dialog's) travels as null. */
const storyOf = (storyId: string) => (storyId === ALL_STORIES_ID ? null : storyId);

/**
 * Opens (or resumes) the family's conversation with a character. Anyone may ask: a visitor
 * reaches the public demo's characters, anyone else's answer 401.
 */
export async function setupChat(
  api: ApiClient,
  characterId: string,
  storyId: string,
  signal?: AbortSignal,
): Promise<ChatSetupResponse> {
  const response = await callRouteForResponse(api, ApiRoutes.chat.setup, {
    params: { id: characterId },
    body: { storyId: storyOf(storyId) },
    signal,
  });
  const parsed = chatSetupResponseSchema.safeParse(await response.json());
  if (!parsed.success) throw unreadable('a conversation');
  return parsed.data;
}

/**
 * Sends the child's message and hands each event of the reply to `onEvent` as it arrives: the
 * words (`delta`), then `done` or `error`. A stream that ends without either is a broken answer.
 */
export async function sendChatTurn(
  api: ApiClient,
  turn: { characterId: string; storyId: string; userMessage: string },
  onEvent: (event: ChatTurnEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const response = await callRouteForResponse(api, ApiRoutes.chat.turn, {
    params: { id: turn.characterId },
    body: {
      characterId: turn.characterId,
      storyId: storyOf(turn.storyId),
      userMessage: turn.userMessage,
    },
    signal,
  });
  let finished = false;
  await readJsonLines(response, (line) => {
    const parsed = chatTurnEventSchema.safeParse(line);
    if (!parsed.success) throw unreadable('a reply');
    if (parsed.data.type !== 'delta') finished = true;
    onEvent(parsed.data);
  });
  if (!finished) throw unreadable('half a reply');
}

/** A parent clears the family's conversation with one character. */
export async function clearChat(api: ApiClient, characterId: string): Promise<void> {
  await callRoute(api, ApiRoutes.chat.clear, { params: { id: characterId } });
}

/** A saved story, for the characters a child may pick from. */
export async function fetchStory(api: ApiClient, storyId: string): Promise<SavedStory> {
  const parsed = savedStorySchema.safeParse(
    await callRoute(api, ApiRoutes.stories.get, { params: { id: storyId } }),
  );
  if (!parsed.success) throw unreadable('a story');
  return parsed.data;
}
