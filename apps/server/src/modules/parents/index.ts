// The public surface of this folder: other modules and engines import only from here.
export { registerParents } from './parents.module.js';
export { childProfileFor, parentSettingsOf, phoneLineChildOf } from './parents.service.js';
export {
  claimMailClock,
  releaseMailClock,
  selectParentSettings as parentSettingsRowOf,
  selectChildProfiles as childProfilesOf,
  selectFamiliesWithChildren as familiesWithChildren,
  type ChildProfileRow,
  type MailClock,
  type ParentSettingsRow,
} from './parents.repository.js';
export {
  blockedTopicIn,
  foldedForMatching,
  goodbyeFor,
  stoppingRule,
  type StoppingRule,
} from './chat-rules.js';
export { callGoodbyeFor, callStoppingRule, type CallStoppingRule } from './call-rules.js';
export { localWeekdayAndHour, startOfLocalDay } from './local-time.js';
