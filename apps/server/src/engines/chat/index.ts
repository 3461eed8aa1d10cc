// The public surface of this folder: other modules and engines import only from here.
export { answerTurn, type AnswerOutcome } from './answer-turn.js';
export type {
  CharacterSheet,
  ChatCompanion,
  ChatEngine,
  ChatLanguage,
  ChatLine,
  ChatModeration,
  ChatStory,
  ChatTurn,
} from './chat-port.js';
export {
  isChildSafeReply,
  readChildMessage,
  type ChildMessageReading,
  type SafetyKind,
} from './child-message-safety.js';
export { moderatedReading, moderationConcern } from './moderation.js';
export { greetingOf, suggestionsFor } from './conversation-start.js';
export { offlineChat, offlineReply, wordsOf } from './offline-chat.js';
export { createProviderChat } from './provider-chat.js';
export { KEPT_FOR_A_GROWN_UP, SAFE_REPLIES } from './safety-replies.js';
export { sheetLanguage } from './written-language.js';
export { INTENT_EXAMPLES } from './chat-intents.js';
