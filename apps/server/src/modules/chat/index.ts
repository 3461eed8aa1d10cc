// The public surface of this folder: other modules and engines import only from here.
export { chatDepsOf, registerChat } from './chat.module.js';
export { listChatSafetyEvents, type ChatSafetyEvent } from './safety-events.js';
export { chatExportOf } from './chat-export.js';
export { spokenCharacter, spokenTurn, type SpokenCharacter } from './spoken-turn.js';
