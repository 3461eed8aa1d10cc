import { describe, expect, it } from 'vitest';
import {
  APP_VERSION,
  AVATAR_SIZE_PX,
  BACKFILL_MAX_TO_SCAN_DEFAULT,
  BREAKPOINTS,
  CAMPAIGN_COOKIE,
  EMOJI_IMAGE_BASE,
  ENVIRONMENT,
  ERROR_REPORTING_SAMPLE_RATES,
  FEEDBACK_RATING,
  FEEDBACK_THANK_YOU_MS,
  LOCAL_STORAGE_KEYS,
  PERSIST_TIMEOUT_MS,
  PRESENCE_DEDUPE_MS,
  PRESENCE_HEARTBEATS_S,
  THIRD_PARTY_DEFER_MS,
  TOUR_POPOVER,
  USER_LIST_LIMIT,
  VISITOR_ID_COOKIE,
  affordableCount,
  isVisitorId,
  clampUserListLimit,
  formatVoiceChatMinutes,
} from './limits.js';

describe('constants', () => {
  it('match docs/product.md, "Constants and timings"', () => {
    expect(APP_VERSION).toBe('v1.1.3');
    expect(ENVIRONMENT).toBe('prod');
    expect(PERSIST_TIMEOUT_MS).toBe(5000);
    expect(THIRD_PARTY_DEFER_MS).toBe(13000);
    expect(FEEDBACK_THANK_YOU_MS).toBe(3000);
    expect(FEEDBACK_RATING).toEqual({ min: 1, max: 5 });
    expect(USER_LIST_LIMIT).toEqual({ min: 1, max: 500 });
    expect(BACKFILL_MAX_TO_SCAN_DEFAULT).toBe(5000);
    expect(VISITOR_ID_COOKIE).toEqual({
      name: 'dac_visitor_id',
      maxAgeDays: 730,
      sameSite: 'lax',
    });
    expect(CAMPAIGN_COOKIE).toEqual({
      name: 'demoExperienceCode',
      maxAgeSeconds: 2592000,
    });
    expect(CAMPAIGN_COOKIE.maxAgeSeconds).toBe(30 * 24 * 60 * 60);
    expect(PRESENCE_HEARTBEATS_S).toEqual([15, 30, 60, 120, 240]);
    expect(PRESENCE_DEDUPE_MS).toBe(1500);
    expect(BREAKPOINTS).toEqual({
      mobile: 768,
      creditsToggle: 1000,
      creditsTooltip: 1100,
    });
    expect(AVATAR_SIZE_PX).toBe(64);
    expect(EMOJI_IMAGE_BASE).toBe('/emojies/U-64/');
    expect(TOUR_POPOVER).toEqual({
      widthMobile: 340,
      widthDesktop: 360,
      height: 140,
      gap: 12,
      highlightRgb: [106, 76, 147],
    });
    expect(ERROR_REPORTING_SAMPLE_RATES).toEqual({
      traces: 1,
      sessionReplay: 0.1,
      replayOnError: 1,
    });
  });
});

describe('LOCAL_STORAGE_KEYS', () => {
  it('uses the spec key names', () => {
    expect(LOCAL_STORAGE_KEYS.tourDisabled).toBe('tourDisabled');
    expect(LOCAL_STORAGE_KEYS.tourOptIn).toBe('tourOptIn');
    expect(LOCAL_STORAGE_KEYS.tourPrompted).toBe('tourPrompted');
    expect(LOCAL_STORAGE_KEYS.tourSeen('/story', 'm')).toBe('tourSeen:/story:m');
    expect(LOCAL_STORAGE_KEYS.tourSeen('/marketplace', 'd')).toBe('tourSeen:/marketplace:d');
    expect(LOCAL_STORAGE_KEYS.tourStepSeen('wizard-steps', 'g')).toBe(
      'tourStepSeen:wizard-steps:g',
    );
    expect(LOCAL_STORAGE_KEYS.tourStepSeen('chat-nav', 'd')).toBe('tourStepSeen:chat-nav:d');
  });
});

describe('clampUserListLimit', () => {
  it.each([
    [0, 1],
    [-5, 1],
    [1, 1],
    [1.9, 1],
    [250.7, 250],
    [500, 500],
    [500.5, 500],
    [501, 500],
    [1e9, 500],
    [Infinity, 500],
    [-Infinity, 1],
  ])('%d -> %d', (input, expected) => {
    expect(clampUserListLimit(input)).toBe(expected);
  });
});

describe('affordableCount', () => {
  it('divides and rounds down', () => {
    expect(affordableCount(10, 3)).toBe(3);
    expect(affordableCount(9, 3)).toBe(3);
    expect(affordableCount(2, 3)).toBe(0);
    expect(affordableCount(0, 3)).toBe(0);
  });

  it('treats zero cost as unlimited', () => {
    expect(affordableCount(0, 0)).toBe(Infinity);
    expect(affordableCount(10, 0)).toBe(Infinity);
  });

  it('never goes negative', () => {
    expect(affordableCount(-10, 3)).toBe(0);
  });
});

describe('formatVoiceChatMinutes', () => {
  it('shows whole minutes', () => {
    expect(formatVoiceChatMinutes(10, 2)).toBe('5 min');
    expect(formatVoiceChatMinutes(11, 2)).toBe('5 min');
    expect(formatVoiceChatMinutes(2, 2)).toBe('1 min');
  });

  it("shows '<1 min' under one minute", () => {
    expect(formatVoiceChatMinutes(1, 2)).toBe('<1 min');
    expect(formatVoiceChatMinutes(0, 2)).toBe('<1 min');
  });

  it("shows 'unlimited' at zero cost", () => {
    expect(formatVoiceChatMinutes(0, 0)).toBe('unlimited');
  });
});

describe('isVisitorId', () => {
  it('accepts a UUID or a similar random token', () => {
    expect(isVisitorId('3f2c1a8e-7b4d-4c2a-9e1f-0a1b2c3d4e5f')).toBe(true);
    expect(isVisitorId('V1StGXR8_Z5jdHi6B-myT')).toBe(true);
  });

  it('refuses anything else a browser could put in the cookie', () => {
    for (const value of ['short', 'x'.repeat(65), 'has space in it', '<script>alert</script>', 7]) {
      expect(isVisitorId(value)).toBe(false);
    }
  });
});
