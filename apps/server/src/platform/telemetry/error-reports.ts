import { createHash } from 'node:crypto';
import { errorReports } from '../../db/schema/operations.js';
import type { Db } from '../db/database.js';
import type { ErrorService } from './error-service.js';
import { activeTraceId } from './span-scope.js';

export type ErrorReport = {
  source: 'client' | 'server';
  kind: string;
  message: string;
  stack?: string | null;
  path?: string | null;
  userId?: string | null;
  appVersion?: string | null;
  traceId?: string | null;
};

// Numbers, ids and quoted values vary between occurrences of one error; the fingerprint ignores them.
const VARYING = /"[^"]*"|'[^']*'|\b[0-9a-f]{8,}\b|\d+/gi;

/** Occurrences of one error share it: source, kind, the message's shape and the first frame. */
export function fingerprintOf(report: Pick<ErrorReport, 'source' | 'kind' | 'message' | 'stack'>) {
  const firstFrame = (report.stack ?? '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith('at ') || line.includes('@'));
  const shape = [report.source, report.kind, report.message.replace(VARYING, '#'), firstFrame]
    .map((part) => (part ?? '').replace(VARYING, '#'))
    .join('\n');
  return createHash('sha256').update(shape).digest('hex').slice(0, 32);
}

/** Stores one occurrence in the app's own store (the admin area's Errors list). */
export async function recordError(db: Db, report: ErrorReport): Promise<void> {
  await db.insert(errorReports).values({
    source: report.source,
    kind: report.kind,
    fingerprint: fingerprintOf(report),
    message: report.message.slice(0, 2000),
    stack: report.stack?.slice(0, 8000) ?? null,
    path: report.path?.slice(0, 1000) ?? null,
    userId: report.userId ?? null,
    appVersion: report.appVersion ?? null,
    traceId: report.traceId ?? activeTraceId(),
  });
}

type Logger = { warn(details: object, message: string): void };

/**
 * What the error handler calls for a 5xx: records it without delaying or failing the answer, and
 * hands it to the operator's Sentry-compatible service when one is configured.
 * The path is the route's pattern, never the address (which may carry a family's ids).
 */
export function serverErrorReporter(db: Db, logger: Logger, errorService: ErrorService | null) {
  return (
    error: Error,
    request: { routeOptions: { url?: string }; method: string; user: { id: string } | null },
  ) => {
    const path = `${request.method} ${request.routeOptions.url ?? '(no route)'}`;
    const userId = request.user?.id ?? null;
    errorService?.capture(error, { path, userId, traceId: activeTraceId() });
    recordError(db, {
      source: 'server',
      kind: 'server',
      message: error.message || error.name,
      stack: error.stack ?? null,
      path,
      userId,
    }).catch((failure: unknown) => logger.warn({ err: failure }, 'could not record an error'));
  };
}
