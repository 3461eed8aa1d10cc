/** SQLSTATE codes the app acts on (PostgreSQL's, the same on PGlite). */
export const SqlState = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
} as const;

/** The SQLSTATE of a failed query; Drizzle wraps the driver's error as its cause. */
export function databaseErrorCode(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  const found = typeof code === 'string' ? code : cause?.code;
  return typeof found === 'string' ? found : undefined;
}
