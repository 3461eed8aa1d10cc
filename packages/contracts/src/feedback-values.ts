// Zod-free so the web's first load can use these without downloading zod (value-modules.test.ts).

export const FEEDBACK_TEXT_MAX_LENGTH = 5000;
export const FEEDBACK_PATH_MAX_LENGTH = 512;
export const FEEDBACK_PAGE_SIZE = { default: 50, max: 200 } as const;
