// The public surface of this folder: other modules and engines import only from here.
export { registerParents } from './parents.module.js';
export { childProfileFor, parentSettingsOf } from './parents.service.js';
export type { ChildProfileRow } from './parents.repository.js';
export {
  blockedTopicIn,
  foldedForMatching,
  goodbyeFor,
  stoppingRule,
  type StoppingRule,
} from './chat-rules.js';
export { callGoodbyeFor, callStoppingRule, type CallStoppingRule } from './call-rules.js';
export { startOfLocalDay } from './local-time.js';
