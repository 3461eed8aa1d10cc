import { StoryElementType, type ChatTurnEvent } from '@storyloom/contracts';
import type { TestApp } from '../../test/test-app.js';
import { created, type Caller } from '../story-elements/story-elements.test-support.js';

// Helpers shared by the chat integration tests.

/** Pip, with a note the family wrote about him, and his friend Lola in the same bag. */
export async function pipWithNotes(testApp: TestApp, caller: Caller) {
  const pip = await created(
    testApp,
    caller,
    {
      name: 'Pip',
      description: 'a shy hedgehog who collects shiny buttons',
      type: StoryElementType.Character,
    },
    {
      knowledge: [
        {
          fileName: 'pip.md',
          contentType: 'text/markdown',
          data: "# About Pip\n\n- Pip's favourite food is blueberry pancakes.\n- Pip lives in a hollow log by the river.\n",
        },
      ],
    },
  );
  const lola = await created(testApp, caller, {
    name: 'Lola',
    description: 'a chatty squirrel who knows every path in the wood',
    type: StoryElementType.Character,
  });
  await created(testApp, caller, {
    name: 'Woodland friends',
    type: StoryElementType.Bag,
    memberIds: [pip.id, lola.id],
  });
  return { pip, lola };
}

export const setup = (
  testApp: TestApp,
  caller: Caller | null,
  characterId: string,
  body: object = {},
) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/Chat/${characterId}/Setup`,
    payload: body,
    headers: caller?.authorization ?? {},
  });

export const turn = (
  testApp: TestApp,
  caller: Caller | null,
  characterId: string,
  userMessage: string,
  extra: object = {},
) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/Chat/${characterId}/Turn`,
    payload: { characterId, storyId: null, userMessage, ...extra },
    headers: caller?.authorization ?? {},
  });

/** The events of a Turn answer, one JSON object per line. */
export function eventsOf(body: string): ChatTurnEvent[] {
  return body
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as ChatTurnEvent);
}

/** The done event of a Turn answer; fails the test when the stream ended otherwise. */
export function doneOf(body: string) {
  const last = eventsOf(body).at(-1);
  if (last?.type !== 'done') throw new Error(`the turn did not finish: ${body}`);
  return last;
}

/** Row counts of the chat tables for one family. */
export async function chatRowsOf(testApp: TestApp, userId: string) {
  const { rows } = await testApp.platform.database.pool.query<{
    conversations: number;
    messages: number;
    events: number;
  }>(
    `select
       (select count(*)::int from chat_conversations where user_id = $1) as conversations,
       (select count(*)::int from chat_messages m join chat_conversations c on c.id = m.conversation_id
         where c.user_id = $1) as messages,
       (select count(*)::int from chat_safety_events where user_id = $1) as events`,
    [userId],
  );
  return rows[0]!;
}
