import type { ChatEngine, ChatModeration, ChatTurn } from './chat-port.js';
import { isChildSafeReply } from './child-message-safety.js';
import { replyGate } from './moderation.js';
import { offlineReply, wordsOf } from './offline-chat.js';
import { checkedSegments, type CheckedOutcome } from './safe-stream.js';
import { GENTLE_FALLBACK } from './safety-replies.js';

export type AnswerOutcome = {
  /** The whole reply as stored and shown last; '' until the stream ends. */
  text: string;
  /** Why the engine's own answer was not kept: it failed, or it was not fit for a child. */
  replacedBecause: 'failed' | 'unsafe' | null;
};

/**
 * A character's reply to one turn, as checked segments to send as they come. The engine's words
 * pass the child-safety check in small segments before they leave; when the engine fails (a
 * provider down) or says something unsafe, the offline engine's reply is said instead, with no
 * error shown. With a moderation service, each segment and the offline reply also wait for its
 * verdict; a flagged one is treated as unsafe. `outcome.text` is then the reply to store: when segments of a replaced answer had
 * already left, it differs from them, and the client shows it in their place.
 */
export async function* answerTurn(
  turn: ChatTurn,
  engine: ChatEngine,
  {
    signal,
    onFailure,
    moderation,
  }: { signal: AbortSignal; onFailure?: (error: unknown) => void; moderation?: ChatModeration },
  outcome: AnswerOutcome,
): AsyncGenerator<string> {
  const checked: CheckedOutcome = { text: '', safe: true };
  const gate = replyGate(moderation);
  try {
    yield* checkedSegments(engine(turn, { signal }), checked, gate);
    if (checked.safe && checked.text.trim()) {
      outcome.text = checked.text.trim();
      return;
    }
    outcome.replacedBecause = checked.safe ? 'failed' : 'unsafe';
  } catch (error) {
    if (signal.aborted) throw error;
    onFailure?.(error);
    outcome.replacedBecause = 'failed';
  }
  const offline = await offlineReply(turn);
  const offlineIsSafe = isChildSafeReply(offline.text) && (!gate || (await gate(offline.text)));
  outcome.text = offlineIsSafe ? offline.text : GENTLE_FALLBACK[offline.language];
  if (checked.text === '') yield* wordsOf(outcome.text);
}
