// Drizzle needs every table in one object; this is the schema's single entry point.
export * from './auth.js';
export { jobRuns } from './job-runs.js';
export { liveEvents } from './live-events.js';
export { outboxMails } from './outbox-mails.js';
export { rateLimitCounters } from './rate-limit-counters.js';
export { signInThrottles } from './sign-in-throttles.js';
export { creditLedger } from './credit-ledger.js';
export { subscriptions } from './subscriptions.js';
export { systemConfigurations } from './system-configurations.js';
export { stripeCustomers, stripeEvents } from './payments.js';
export { bagMembers, knowledgeDocuments, storyElements } from './story-elements.js';
export { feedback } from './feedback.js';
export { events } from './events.js';
export {
  accountConfigurations,
  phoneNumberSlots,
  phoneVerificationCodes,
} from './account-configurations.js';
export { shareLinks } from './share-links.js';
export {
  marketplaceAcquiredElements,
  marketplaceAcquisitions,
  marketplaceCategories,
  marketplaceProductCategories,
  marketplaceProductElements,
  marketplaceProductKnowledge,
  marketplaceProducts,
  marketplaceReports,
} from './marketplace.js';
export { artifacts, stories } from './stories.js';
export { childProfiles, parentSettings } from './parents.js';
export { chatConversations, chatMessages, chatSafetyEvents } from './chat.js';
export { voiceCalls } from './calls.js';
export { campaigns } from './campaigns.js';
export { errorReports, operatorReminders, traceAttachments, traceSpans } from './operations.js';
export { phoneCalls } from './phone-calls.js';
