import { z } from 'zod';
import { badRequest } from '../../platform/http/app-error.js';

/** Where a page ended in the newest-first order: opaque to clients. */
export type ListPosition = { createdAt: Date; id: string };

const positionSchema = z.tuple([z.number().int().nonnegative(), z.string().min(1).max(64)]);

export function encodeCursor(position: ListPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt.getTime(), position.id])).toString(
    'base64url',
  );
}

export function decodeCursor(cursor: string): ListPosition {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    raw = undefined;
  }
  const parsed = positionSchema.safeParse(raw);
  if (!parsed.success)
    throw badRequest('That list cursor is not valid; start from the first page.');
  const [ms, id] = parsed.data;
  return { createdAt: new Date(ms), id };
}
