// Zod-free so the web's first load can use these without downloading zod (value-modules.test.ts).

export const APP_VERSION = 'v1.1.3';
export const ENVIRONMENT = 'prod';

export const PERSIST_TIMEOUT_MS = 5000;
export const THIRD_PARTY_DEFER_MS = 13000;
export const FEEDBACK_THANK_YOU_MS = 3000;
export const FEEDBACK_RATING = { min: 1, max: 5 } as const;

export const USER_LIST_LIMIT = { min: 1, max: 500 } as const;

/** Rounds down and clamps to 1..500; a non-finite limit falls back to the maximum. */
export function clampUserListLimit(n: number): number {
  if (Number.isNaN(n)) return USER_LIST_LIMIT.max;
  const floored = Math.floor(n);
  return Math.min(USER_LIST_LIMIT.max, Math.max(USER_LIST_LIMIT.min, floored));
}

export const BACKFILL_MAX_TO_SCAN_DEFAULT = 5000;

export const VISITOR_ID_COOKIE = {
  name: 'dac_visitor_id',
  maxAgeDays: 730,
  sameSite: 'lax',
} as const;

/**
 * What a dac_visitor_id value must look like before the server stores it (a UUID fits); the
 * cookie is set by the browser, so anything else is ignored rather than trusted.
 */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const isVisitorId = (value: unknown): value is string =>
  typeof value === 'string' && VISITOR_ID_PATTERN.test(value);
export const CAMPAIGN_COOKIE = {
  name: 'demoExperienceCode',
  maxAgeSeconds: 2592000,
} as const;

export const PRESENCE_HEARTBEATS_S = [15, 30, 60, 120, 240] as const;
export const PRESENCE_DEDUPE_MS = 1500;

export const BREAKPOINTS = {
  mobile: 768,
  creditsToggle: 1000,
  creditsTooltip: 1100,
} as const;

export const AVATAR_SIZE_PX = 64;
export const EMOJI_IMAGE_BASE = '/emojies/U-64/';

export const TOUR_POPOVER = {
  widthMobile: 340,
  widthDesktop: 360,
  height: 140,
  gap: 12,
  highlightRgb: [106, 76, 147],
} as const;

export const ERROR_REPORTING_SAMPLE_RATES = {
  traces: 1,
  sessionReplay: 0.1,
  replayOnError: 1,
} as const;

/** m = mobile, d = desktop. */
export type TourDevice = 'm' | 'd';
/** g = global (step not device-scoped), m = mobile, d = desktop. */
export type TourStepScope = 'g' | TourDevice;

export const LOCAL_STORAGE_KEYS = {
  tourDisabled: 'tourDisabled',
  tourOptIn: 'tourOptIn',
  tourPrompted: 'tourPrompted',
  tourSeen: (path: string, device: TourDevice): string => `tourSeen:${path}:${device}`,
  tourStepSeen: (stepId: string, scope: TourStepScope): string => `tourStepSeen:${stepId}:${scope}`,
} as const;

/** How many items the credits buy; a zero cost means unlimited (Infinity). */
export function affordableCount(creditsAvailable: number, cost: number): number {
  if (cost === 0) return Infinity;
  const count = Math.floor(creditsAvailable / cost);
  return Number.isNaN(count) || count < 0 ? 0 : count;
}

export function formatVoiceChatMinutes(credits: number, costPerMinute: number): string {
  const minutes = affordableCount(credits, costPerMinute);
  if (minutes === Infinity) return 'unlimited';
  return minutes < 1 ? '<1 min' : `${minutes} min`;
}

/** Password length accepted at sign-up and reset (issue: Identity). */
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
