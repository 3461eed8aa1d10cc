import type { StoryElementChangedEvent } from './story-element.js';
import type { STORY_ELEMENT_CHANGED_EVENT } from './story-element-values.js';
import type { StoryGenerationEvent } from './story.js';
import type { STORY_GENERATION_EVENT } from './story-values.js';
import type { Subscription } from './subscription.js';
import type {
  SUBSCRIPTION_UPDATED_EVENT,
  SYSTEM_CONFIGURATION_UPDATED_EVENT,
} from './plans-values.js';

/**
 * Every event the server sends a family's open tabs over `GET /api/live`: its name (the SSE
 * `event:` field) and its payload. The server publishes and the web listens through this one
 * map, so a wrong name or a wrong shape fails the type check on both sides. An event belongs
 * here only when something reads it. Types only: nothing here reaches the web's first load.
 */
export type LiveEventMap = {
  /** A generation's status, stage or percent changed (stories and their works). */
  [STORY_GENERATION_EVENT]: StoryGenerationEvent;
  /** The user's subscription after any change of plan or credits. */
  [SUBSCRIPTION_UPDATED_EVENT]: Subscription;
  /** A story element was created, changed or deleted. */
  [STORY_ELEMENT_CHANGED_EVENT]: StoryElementChangedEvent;
  /**
   * Sent to every connected user (a broadcast, never stored or replayed) after an administrator
   * changed costs or plans: tabs read the public configuration again.
   */
  [SYSTEM_CONFIGURATION_UPDATED_EVENT]: SystemConfigurationUpdatedEvent;
};

/** Nothing private: only which version of the configuration is now current. */
export type SystemConfigurationUpdatedEvent = { configurationVersion: number };

export type LiveEventName = keyof LiveEventMap;

/** One event as published: its name and the payload that name carries. */
export type LiveEventOf<Name extends LiveEventName> = { type: Name; data: LiveEventMap[Name] };

/** Any event of the map, as a union a switch on `type` narrows. */
export type AnyLiveEvent = { [Name in LiveEventName]: LiveEventOf<Name> }[LiveEventName];
