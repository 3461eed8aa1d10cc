// Zod-free so the web's first load can use these without downloading zod (value-modules.test.ts).

export const EVENT_PARAMETER_MAX_LENGTH = 2000;
export const EVENT_USER_ID_MAX_LENGTH = 256;

/** Largest body POST /api/events reads (JSON or the text/plain a beacon sends). */
export const EVENT_BODY_MAX_BYTES = 16 * 1024;

/** GET /api/DevOps/system-events?take=: the latest N events. */
export const SYSTEM_EVENTS_TAKE = { default: 100, max: 1000 } as const;
