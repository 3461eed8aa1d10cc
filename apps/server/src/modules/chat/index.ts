// The public surface of this folder: other modules and engines import only from here.
export { chatDepsOf, registerChat } from './chat.module.js';
export {
  listChatSafetyEvents,
  markMailed,
  safetyEventsForParent,
  type ChatSafetyEvent,
} from './safety-events.js';
export { selectChildChatWeek as childChatWeek } from './chat.repository.js';
export { chatExportOf } from './chat-export.js';
export { spokenCharacter, type SpokenCharacter } from './spoken-turn.js';
export {
  answerOnCall,
  callChatContext,
  callGreetingOf,
  openCallConversation,
  type CallChatContext,
  type CallChatTurn,
} from './chat-call.js';
export type { ChatDeps } from './chat-deps.js';
