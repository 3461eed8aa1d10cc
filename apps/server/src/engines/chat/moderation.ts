import type { ChatModeration } from './chat-port.js';
import type { ChildMessageReading, SafetyKind } from './child-message-safety.js';

// The moderation service's place next to the built-in check: it can only add a concern the
// built-in check did not find; when it fails, what the built-in check found stands.

/** A flagged message's safety kind: self-harm as such, anything else as unkind words. */
export function moderationConcern(categories: readonly string[]): SafetyKind {
  return categories.some((category) => category.startsWith('self-harm'))
    ? 'self-harm'
    : 'unkind-words';
}

/** The built-in reading of a child's message, with the moderation service's verdict added. */
export async function moderatedReading(
  reading: ChildMessageReading,
  text: string,
  moderation: ChatModeration | undefined,
): Promise<ChildMessageReading> {
  if (reading.concern || !moderation) return reading;
  try {
    const verdict = await moderation.check(text);
    return verdict.flagged
      ? { language: reading.language, concern: moderationConcern(verdict.categories) }
      : reading;
  } catch (error) {
    moderation.onFailure(error);
    return reading;
  }
}

/** Whether a reply may be shown, by the moderation service's verdict. */
export type ReplyGate = (text: string) => Promise<boolean>;

/**
 * One turn's gate for its reply's texts. A failure lets the text through (the built-in check
 * still applies) and stops asking for the rest of the turn, so a slow service slows one check.
 */
export function replyGate(moderation: ChatModeration | undefined): ReplyGate | undefined {
  if (!moderation) return undefined;
  let working = true;
  return async (text) => {
    if (!working) return true;
    try {
      return !(await moderation.check(text)).flagged;
    } catch (error) {
      working = false;
      moderation.onFailure(error);
      return true;
    }
  };
}
