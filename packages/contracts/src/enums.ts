// Zod-free so the web's first load can use these without downloading zod (value-modules.test.ts).

export const Plan = {
  Demo: 1,
  Explorer: 2,
  Parent: 3,
  Professional: 4,
  UnregisteredUser: 5,
} as const;
export type Plan = (typeof Plan)[keyof typeof Plan];
export type PlanName = keyof typeof Plan;

export const WizardPhase = { Ideas: 1, Plot: 2, Ready: 3 } as const;
export type WizardPhase = (typeof WizardPhase)[keyof typeof WizardPhase];

export const StoryElementType = {
  Character: 1,
  Location: 2,
  Bag: 3,
  Note: 4,
} as const;
export type StoryElementType = (typeof StoryElementType)[keyof typeof StoryElementType];

export const ContentKind = {
  Story: 1,
  ColoringBook: 2,
  Song: 3,
  AudioBook: 4,
  VoiceChatSeconds: 5,
} as const;
export type ContentKind = (typeof ContentKind)[keyof typeof ContentKind];

export const EventType = {
  ChunkLoadFailure: 1200,
  PagePresenceStart: 700,
  PresenceHeartbeat: 701,
} as const;
export type EventType = (typeof EventType)[keyof typeof EventType];

export const ChangeType = {
  Added: 'Added',
  Removed: 'Removed',
  Modified: 'Modified',
} as const;
export type ChangeType = (typeof ChangeType)[keyof typeof ChangeType];

export const AuthStatus = {
  LOADING: 'LOADING',
  AUTHENTICATED: 'AUTHENTICATED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  ERROR: 'ERROR',
} as const;
export type AuthStatus = (typeof AuthStatus)[keyof typeof AuthStatus];

/** Limited means Demo, UnregisteredUser, or no known plan (docs/product.md, "Roles and plans"). */
export function isLimitedPlan(plan: Plan | undefined | null): boolean {
  return plan !== Plan.Explorer && plan !== Plan.Parent && plan !== Plan.Professional;
}
