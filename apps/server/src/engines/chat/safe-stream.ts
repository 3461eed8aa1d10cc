import { isChildSafeReply } from './child-message-safety.js';
import type { ReplyGate } from './moderation.js';

/** What a checked stream found: the text that was let through, and whether it all was. */
export type CheckedOutcome = { text: string; safe: boolean };

// A segment is let through after a sentence ends or this many words gather: small enough that
// the first words show at once, big enough to read a phrase ('slit … throats') whole.
const SEGMENT_WORDS = 4;
// With a moderation service each segment waits for its verdict: sentences, or this many words.
const MODERATED_SEGMENT_WORDS = 16;

/**
 * Regroups a reply's pieces into short segments of whole words, each let through only when the
 * reply so far (it included) passes the child-safety check, and the moderation service's `gate`
 * when one is configured. The first unsafe segment ends the stream: it and everything after it
 * never leave. `outcome` says how it ended.
 */
export async function* checkedSegments(
  pieces: AsyncIterable<string>,
  outcome: CheckedOutcome,
  gate?: ReplyGate,
): AsyncGenerator<string> {
  let pending = '';
  const segmentWords = gate ? MODERATED_SEGMENT_WORDS : SEGMENT_WORDS;
  const release = async function* (upTo: number) {
    const segment = pending.slice(0, upTo);
    const soFar = outcome.text + segment;
    if (!isChildSafeReply(soFar) || (gate && segment.trim() && !(await gate(soFar)))) {
      outcome.safe = false;
      return;
    }
    outcome.text += segment;
    pending = pending.slice(upTo);
    if (segment) yield segment;
  };
  for await (const piece of pieces) {
    pending += piece;
    const cut = cutPoint(pending, segmentWords);
    if (cut > 0) {
      yield* release(cut);
      if (!outcome.safe) return;
    }
  }
  yield* release(pending.length);
}

/**
 * Where to cut the pending text: after the last whole sentence, else after the last whole word
 * once enough words have gathered; 0 to wait for more.
 */
function cutPoint(pending: string, segmentWords: number): number {
  const lastSpace = pending.search(/\s\S*$/);
  if (lastSpace <= 0) return 0;
  const whole = pending.slice(0, lastSpace + 1);
  if (whole.trim().split(/\s+/).length >= segmentWords) return lastSpace + 1;
  const sentenceEnds = [...whole.matchAll(/[.!?…]["”»)]?\s+/g)];
  const last = sentenceEnds.at(-1);
  return last ? last.index + last[0].length : 0;
}
